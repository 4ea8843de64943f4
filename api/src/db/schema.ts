// The database schema (drizzle). `npx drizzle-kit generate` turns changes into SQL under api/drizzle.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    // Information profile (spec §3) and the one notification setting.
    bio: text('bio'),
    birth_date: date('birth_date', { mode: 'string' }),
    country: text('country'),
    website: text('website'),
    notify_post_reminder: boolean('notify_post_reminder').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_index').on(t.role)],
);

/** One live reset token per user; only its SHA-256 is kept. Single use, valid 60 minutes. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  user_id: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const plans = pgTable('plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  desc: text('desc'),
  free: boolean('free').notNull().default(false),
  is_default: boolean('is_default').notNull().default(false),
  recommended: boolean('recommended').notNull().default(false),
  trial_days: integer('trial_days').notNull().default(0),
  offer_code: text('offer_code'),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export const planDurations = pgTable(
  'plan_durations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    plan_id: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    duration: text('duration', { enum: ['month', 'year'] }).notNull(),
    // Smallest currency unit (cents), so sums never meet floating point.
    price: integer('price').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    discount_text: text('discount_text'),
    is_default: boolean('is_default').notNull().default(false),
  },
  (t) => [index('plan_durations_plan_id_index').on(t.plan_id)],
);

export const planFeatures = pgTable(
  'plan_features',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    plan_id: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    icon: text('icon'),
    value: text('value'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('plan_features_plan_key_unique').on(t.plan_id, t.key)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.id),
    plan_duration_id: bigint('plan_duration_id', { mode: 'number' }).references(() => planDurations.id),
    status: text('status', { enum: ['active', 'trialing', 'cancelled'] }).notNull(),
    trial_ends_at: timestamp('trial_ends_at', { withTimezone: true }),
    /** End of the paid or trial period; null for a free plan, which never lapses. */
    ends_at: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('subscriptions_user_id_index').on(t.user_id)],
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
export type PlanRow = typeof plans.$inferSelect;
export type PlanDurationRow = typeof planDurations.$inferSelect;
export type PlanFeatureRow = typeof planFeatures.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
