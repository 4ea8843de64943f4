// The database schema (drizzle). `npx drizzle-kit generate` turns changes into SQL under api/drizzle.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** The catalogue of gated features (spec §6): one row per key, seeded by migration 0003. */
export const features = pgTable('features', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  /** Switched off: nobody has the feature, whatever their plan says. */
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
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
    key: text('key')
      .notNull()
      .references(() => features.key),
    /** What the plan gives of the feature, shown to customers (e.g. "10 planners"); null: unlimited or not applicable. */
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
    // past_due: a renewal payment failed (payment provider event); not in force.
    // expired: a trial or paid period ran out without payment (scheduled job); history, not in force.
    status: text('status', { enum: ['active', 'trialing', 'cancelled', 'past_due', 'expired'] }).notNull(),
    trial_ends_at: timestamp('trial_ends_at', { withTimezone: true }),
    /** End of the paid or trial period (the provider's current_period_end); null for a free plan, which never lapses. */
    ends_at: timestamp('ends_at', { withTimezone: true }),
    /** Set when the subscription was cancelled: access continues until then. */
    cancel_at: timestamp('cancel_at', { withTimezone: true }),
    /** Paid subscriptions: which payment provider bills them and its id there. */
    provider: text('provider'),
    provider_subscription_id: text('provider_subscription_id'),
    /** Creation time of the newest provider event applied, so older events arriving late are ignored. */
    provider_event_at: timestamp('provider_event_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_user_id_index').on(t.user_id),
    uniqueIndex('subscriptions_provider_subscription_unique').on(t.provider, t.provider_subscription_id),
  ],
);

/** Every payment-provider webhook event, stored once: the primary key makes a redelivery a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    /** When the provider created the event (its order, not ours). */
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);

/** The app's record of a checkout it started; the id is the provider's session id. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'plan': a subscription checkout; 'addon': a one-off payment for an add-on order. */
    kind: text('kind', { enum: ['plan', 'addon'] }).notNull().default('plan'),
    plan_id: bigint('plan_id', { mode: 'number' }).references(() => plans.id),
    plan_duration_id: bigint('plan_duration_id', { mode: 'number' }).references(() => planDurations.id),
    addon_order_id: bigint('addon_order_id', { mode: 'number' }).references(() => addonOrders.id, { onDelete: 'cascade' }),
    /** A plan checkout that replaces a paid subscription (upgrade): the one to cancel once it completes. */
    replaces_subscription_id: bigint('replaces_subscription_id', { mode: 'number' }).references(() => subscriptions.id),
    status: text('status', { enum: ['open', 'complete', 'failed'] }).notNull().default('open'),
    url: text('url').notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('checkout_sessions_user_id_index').on(t.user_id)],
);

export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1001 });

/** One row per charge the provider reports; amounts in cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Human invoice number, e.g. CAD-001001, from the invoice_numbers sequence. */
    number: text('number').notNull(),
    provider: text('provider').notNull(),
    provider_invoice_id: text('provider_invoice_id').notNull(),
    subscription_id: bigint('subscription_id', { mode: 'number' }).references(() => subscriptions.id, { onDelete: 'set null' }),
    plan_id: bigint('plan_id', { mode: 'number' }).references(() => plans.id),
    plan_duration_id: bigint('plan_duration_id', { mode: 'number' }).references(() => planDurations.id),
    addon_id: bigint('addon_id', { mode: 'number' }).references(() => addons.id),
    addon_order_id: bigint('addon_order_id', { mode: 'number' }).references(() => addonOrders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    tax: integer('tax').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'open', 'void', 'failed'] }).notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    period_start: timestamp('period_start', { withTimezone: true }),
    period_end: timestamp('period_end', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_provider_invoice_unique').on(t.provider, t.provider_invoice_id),
    index('invoices_user_id_index').on(t.user_id),
  ],
);

/**
 * The sandbox provider's own state (what a real provider keeps on its side): hosted checkout
 * sessions and the subscriptions it bills. The app never reads these outside the sandbox module.
 */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: text('id').primaryKey(),
  user_id: bigint('user_id', { mode: 'number' }).notNull(),
  locale: text('locale').notNull(),
  mode: text('mode', { enum: ['subscription', 'payment'] }).notNull().default('subscription'),
  plan_id: bigint('plan_id', { mode: 'number' }),
  plan_duration_id: bigint('plan_duration_id', { mode: 'number' }),
  /** mode payment: the app's reference for the one-off charge (an add-on order id). */
  reference: text('reference'),
  description: text('description').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  success_url: text('success_url').notNull(),
  cancel_url: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'awaiting_confirmation', 'complete'] }).notNull().default('open'),
  subscription_id: text('subscription_id'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  user_id: bigint('user_id', { mode: 'number' }).notNull(),
  plan_id: bigint('plan_id', { mode: 'number' }).notNull(),
  plan_duration_id: bigint('plan_duration_id', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['active', 'past_due', 'cancelled'] }).notNull(),
  current_period_end: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancel_at: timestamp('cancel_at', { withTimezone: true }),
  /** The card on file for renewals (last four digits and whether renewals should fail, per the test card). */
  card_last4: text('card_last4'),
  renewal_fails: boolean('renewal_fails').notNull().default(false),
  ...timestamps,
});

/** Sandbox webhook deliveries still owed to the app (retried with backoff until delivered). */
export const sandboxDeliveries = pgTable('sandbox_deliveries', {
  id: text('id').primaryKey(),
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  delivered_at: timestamp('delivered_at', { withTimezone: true }),
  last_error: text('last_error'),
  ...timestamps,
});

/** What is sold besides plans: one-off services (ordered and delivered by staff) or extra features. */
export const addons = pgTable('addons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  desc: text('desc'),
  kind: text('kind', { enum: ['service', 'feature'] }).notNull(),
  /** kind feature: the feature it unlocks for the buyer (for good: a one-off purchase). */
  feature_key: text('feature_key').references(() => features.key),
  price: integer('price').notNull(),
  currency: text('currency').notNull().default('USD'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** A customer's purchase of an add-on; services also carry their delivery status and notes. */
export const addonOrders = pgTable(
  'addon_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addon_id: bigint('addon_id', { mode: 'number' })
      .notNull()
      .references(() => addons.id),
    payment_status: text('payment_status', { enum: ['pending', 'paid', 'failed'] }).notNull().default('pending'),
    /** Services only: pending → in_progress → delivered, or cancelled. */
    service_status: text('service_status', { enum: ['pending', 'in_progress', 'delivered', 'cancelled'] }),
    /** What the customer asked for when ordering. */
    brief: text('brief'),
    /** Staff's latest note to the customer. */
    customer_note: text('customer_note'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('addon_orders_user_id_index').on(t.user_id), index('addon_orders_service_status_index').on(t.service_status)],
);

/** The social networks offered to customers and the app credentials used to reach them. */
export const channels = pgTable('channels', {
  platform: text('platform', { enum: ['facebook', 'instagram', 'linkedin', 'twitter'] }).primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  client_id: text('client_id'),
  /** AES-256-GCM ciphertext (base64 iv.tag.data) of the app secret; never sent to a browser. */
  client_secret_encrypted: text('client_secret_encrypted'),
  ...timestamps,
});

/** An admin's sign-in as a user: the hash is single use and short lived; every use is kept. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    admin_id: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the one-time hash in the link. */
    hash_digest: text('hash_digest').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('impersonations_hash_digest_unique').on(t.hash_digest), index('impersonations_user_id_index').on(t.user_id)],
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
    /** Set on a token an admin got by impersonating this user. */
    impersonation_id: bigint('impersonation_id', { mode: 'number' }).references(() => impersonations.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personal_access_tokens_token_hash_unique').on(t.token_hash), index('personal_access_tokens_user_id_index').on(t.user_id)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  ...timestamps,
});

/** A content planner (spec "account"): one per brand or client, with its own IANA time zone. */
export const planners = pgTable(
  'planners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    desc: text('desc'),
    /** #rrggbb */
    color: text('color').notNull().default('#7367f0'),
    /** IANA zone, e.g. Europe/Berlin: posts' local times are read in it. */
    timezone: text('timezone').notNull().default('UTC'),
    ...timestamps,
  },
  (t) => [index('planners_user_id_index').on(t.user_id)],
);

/** An uploaded image or video a post uses; owned by its uploader. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    /** Storage path below the media folder (served through /media/show). */
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    duration_ms: integer('duration_ms'),
    original_name: text('original_name'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_user_id_index').on(t.user_id)],
);

export type PostVariants = Partial<Record<'facebook' | 'instagram' | 'linkedin' | 'twitter', string>>;
export interface LinkMeta {
  title: string | null;
  description: string | null;
  host: string;
  image: string | null;
}

/**
 * A post of a planner. scheduled_at is the UTC instant; local_time keeps the wall-clock time the
 * user chose (YYYY-MM-DDTHH:mm) in the planner's zone, so a zone or DST rule change can recompute
 * the instant and 09:00 stays 09:00.
 */
export const posts = pgTable(
  'posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planner_id: bigint('planner_id', { mode: 'number' })
      .notNull()
      .references(() => planners.id, { onDelete: 'cascade' }),
    /** The planner's owner, kept on the row so every query can be scoped without a join. */
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** draft | scheduled, then (issue 6) processing → published | failure. */
    state: text('state', { enum: ['draft', 'scheduled', 'processing', 'published', 'failure'] }).notNull().default('draft'),
    /** text | image | video | link: what the post carries, derived on save. */
    type: text('type', { enum: ['text', 'image', 'video', 'link'] }).notNull().default('text'),
    title: text('title'),
    caption: text('caption').notNull().default(''),
    variants: jsonb('variants').$type<PostVariants>().notNull().default(sql`'{}'::jsonb`),
    /** Ordered media_files ids (several images or one video). */
    media_ids: jsonb('media_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    link_url: text('link_url'),
    link_meta: jsonb('link_meta').$type<LinkMeta | null>(),
    /** Networks (until issue 6's connections: facebook, instagram, linkedin, twitter). */
    channels: jsonb('channels').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    first_comment: text('first_comment'),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
    local_time: text('local_time'),
    timezone: text('timezone'),
    /** A shared-link visitor's verdict: none | approved | changes_requested. */
    review_status: text('review_status', { enum: ['none', 'approved', 'changes_requested'] }).notNull().default('none'),
    ...timestamps,
  },
  (t) => [
    // The calendar: one planner's posts in a time window.
    index('posts_planner_scheduled_index').on(t.planner_id, t.scheduled_at),
    // The queue: one user's upcoming posts across planners.
    index('posts_user_scheduled_index').on(t.user_id, t.scheduled_at),
  ],
);

/** Read-only links to a planner or to the owner's queue; the token is stored encrypted and looked up by its SHA-256. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['planner', 'queue'] }).notNull(),
    planner_id: bigint('planner_id', { mode: 'number' }).references(() => planners.id, { onDelete: 'cascade' }),
    token_digest: text('token_digest').notNull(),
    token_encrypted: text('token_encrypted').notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_links_token_digest_unique').on(t.token_digest), index('share_links_user_id_index').on(t.user_id)],
);

/** What a shared-link visitor said about a post: approve, or ask for changes with a comment. */
export const postFeedback = pgTable(
  'post_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    post_id: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    share_link_id: bigint('share_link_id', { mode: 'number' })
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    /** The signed-in visitor (shared views need a session, spec §2). */
    author_id: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: ['approved', 'changes_requested'] }).notNull(),
    comment: text('comment'),
    seen_at: timestamp('seen_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_feedback_post_id_index').on(t.post_id)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type TokenRow = typeof personalAccessTokens.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type PlanDurationRow = typeof planDurations.$inferSelect;
export type PlanFeatureRow = typeof planFeatures.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxDeliveryRow = typeof sandboxDeliveries.$inferSelect;
export type FeatureRow = typeof features.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;
export type AddonOrderRow = typeof addonOrders.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type ImpersonationRow = typeof impersonations.$inferSelect;
export type PlannerRow = typeof planners.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type PostFeedbackRow = typeof postFeedback.$inferSelect;
