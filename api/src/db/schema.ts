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
    /** false after "disable auto publishing": the post stays on the calendar but is not sent. */
    auto_publishing: boolean('auto_publishing').notNull().default(true),
    /** social_accounts ids picked in the editor; a chosen network with none picked goes to all its accounts. */
    account_ids: jsonb('account_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
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

/**
 * One OAuth consent of a user on a network (Facebook user, LinkedIn member, X user). Tokens are
 * AES-256-GCM ciphertext (support/crypto-box). Refreshes take a row lock on the grant, so two
 * workers never spend X's single-use refresh token twice.
 */
export const socialGrants = pgTable(
  'social_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network', { enum: ['facebook', 'linkedin', 'twitter'] }).notNull(),
    /** The network's id of the person who consented (FB user id, LinkedIn sub, X user id). */
    external_user_id: text('external_user_id').notNull(),
    name: text('name').notNull(),
    access_token_encrypted: text('access_token_encrypted').notNull(),
    refresh_token_encrypted: text('refresh_token_encrypted'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    refresh_expires_at: timestamp('refresh_expires_at', { withTimezone: true }),
    scopes: jsonb('scopes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** reconnect_needed: a refresh or a publish found the consent dead; the user must connect again. */
    status: text('status', { enum: ['active', 'reconnect_needed'] }).notNull().default('active'),
    status_reason: text('status_reason'),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }),
    /** When the "reconnect needed" email went out (once per breakage). */
    reconnect_notified_at: timestamp('reconnect_notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('social_grants_user_network_external_unique').on(t.user_id, t.network, t.external_user_id),
    index('social_grants_expires_at_index').on(t.expires_at),
  ],
);

/**
 * A place a post can go (spec §3 Connection): a Facebook Page, the Instagram business account
 * behind a Page, a LinkedIn member or organization, an X user. Reached through its grant.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grant_id: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => socialGrants.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['facebook', 'instagram', 'linkedin', 'twitter'] }).notNull(),
    kind: text('kind', { enum: ['page', 'instagram_business', 'member', 'organization', 'user'] }).notNull(),
    /** Page id, IG user id, LinkedIn person/organization id (not the URN), X user id. */
    external_id: text('external_id').notNull(),
    /** spec identifier_name */
    name: text('name').notNull(),
    username: text('username'),
    /** spec link: the account's public page. */
    link: text('link'),
    picture: text('picture'),
    /** Facebook Page token (also used for the Instagram account behind the Page); else null (the grant's token). */
    token_encrypted: text('token_encrypted'),
    /** For an Instagram account: the Facebook Page it is linked to (external id). */
    parent_external_id: text('parent_external_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('social_accounts_user_platform_external_unique').on(t.user_id, t.platform, t.external_id),
    index('social_accounts_grant_id_index').on(t.grant_id),
  ],
);

/** A pending OAuth round trip: state (hashed) bound to the user and to a browser cookie; single use, 10 minutes. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network', { enum: ['facebook', 'linkedin', 'twitter'] }).notNull(),
    /** SHA-256 (hex) of the state sent to the network. */
    state_digest: text('state_digest').notNull(),
    /** SHA-256 (hex) of the nonce in the browser's httpOnly cookie. */
    cookie_digest: text('cookie_digest').notNull(),
    /** PKCE verifier (X), encrypted. */
    code_verifier_encrypted: text('code_verifier_encrypted'),
    redirect_uri: text('redirect_uri').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_states_state_digest_unique').on(t.state_digest)],
);

/**
 * One (post, account) delivery: the single source of truth of what was sent where. At most once:
 * the non-idempotent create runs only after `armed_at` is committed; a target found armed with no
 * result (worker died, call timed out) is "unconfirmed" and reconciled against the network.
 */
export const publishTargets = pgTable(
  'publish_targets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    post_id: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null once the connection was removed (the history stays). */
    account_id: bigint('account_id', { mode: 'number' }).references(() => socialAccounts.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: ['facebook', 'instagram', 'linkedin', 'twitter'] }).notNull(),
    /** What the monitor shows even after the account is gone. */
    account_name: text('account_name'),
    state: text('state', { enum: ['scheduled', 'processing', 'unconfirmed', 'published', 'failure', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the next try may run (backoff, rate limits); due_at at first. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The pg-boss job that will run it (the sweep re-queues when it is lost). */
    job_id: text('job_id'),
    /** A worker's claim: lease_owner holds it until lease_until; an expired lease is recovered by the sweep. */
    lease_owner: text('lease_owner'),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    /** Idempotent preparation done so far (uploaded media ids, IG container id, …). */
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    armed_at: timestamp('armed_at', { withTimezone: true }),
    external_id: text('external_id'),
    link: text('link'),
    published_at: timestamp('published_at', { withTimezone: true }),
    comment_state: text('comment_state', { enum: ['none', 'pending', 'done', 'failed'] }).notNull().default('none'),
    error_code: text('error_code'),
    /** The network's reason in words and what to do (shown to the user). */
    error_message: text('error_message'),
    error_action: text('error_action', { enum: ['retry', 'fix', 'reconnect', 'upgrade', 'wait'] }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('publish_targets_post_account_unique').on(t.post_id, t.account_id),
    index('publish_targets_state_next_index').on(t.state, t.next_attempt_at),
    index('publish_targets_post_id_index').on(t.post_id),
    index('publish_targets_user_id_index').on(t.user_id),
  ],
);

/** Every state change of a target, for support and for "why did this fail". */
export const publishEvents = pgTable(
  'publish_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    target_id: bigint('target_id', { mode: 'number' })
      .notNull()
      .references(() => publishTargets.id, { onDelete: 'cascade' }),
    from_state: text('from_state'),
    to_state: text('to_state').notNull(),
    detail: text('detail'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('publish_events_target_id_index').on(t.target_id),
    // The failure notices job reads the recent failures only.
    index('publish_events_failures_index').on(t.created_at).where(sql`${t.to_state} = 'failure'`),
  ],
);

/** The owner was emailed about this failure (one publish_events row that entered 'failure'): once per failure. */
export const publishFailureNotices = pgTable('publish_failure_notices', {
  event_id: bigint('event_id', { mode: 'number' })
    .primaryKey()
    .references(() => publishEvents.id, { onDelete: 'cascade' }),
  user_id: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The morning reminder was sent to this user for this local date (once a day). */
export const postReminders = pgTable(
  'post_reminders',
  {
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    local_date: date('local_date', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.local_date] })],
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
export type SocialGrantRow = typeof socialGrants.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type OauthStateRow = typeof oauthStates.$inferSelect;
export type PublishTargetRow = typeof publishTargets.$inferSelect;
export type PublishEventRow = typeof publishEvents.$inferSelect;
