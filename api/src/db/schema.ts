// The database schema (drizzle). `npx drizzle-kit generate` turns changes into SQL under api/drizzle.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    role: text('role', { enum: ['user', 'admin', 'staff'] }).notNull().default('user'),
    full_name: text('full_name').notNull(),
    // Stored lower-cased; the unique index makes the address case-insensitively unique.
    email: text('email').notNull(),
    phone: text('phone'),
    gender: text('gender', { enum: ['male', 'female'] }),
    avatar: text('avatar'),
    locale: text('locale', { enum: ['en', 'ar', 'fr', 'de', 'pt'] }).notNull().default('en'),
    password_hash: text('password_hash').notNull(),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_index').on(t.role)],
);

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 (hex) of the secret part of `<id>|<secret>`; the secret itself is never stored.
    token_hash: text('token_hash').notNull(),
    name: text('name').notNull(),
    abilities: jsonb('abilities').$type<string[]>().notNull().default(sql`'["*"]'::jsonb`),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personal_access_tokens_token_hash_unique').on(t.token_hash), index('personal_access_tokens_user_id_index').on(t.user_id)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type TokenRow = typeof personalAccessTokens.$inferSelect;
