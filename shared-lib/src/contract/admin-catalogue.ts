// Back office: plans (with durations and features), the feature catalogue and add-ons (spec §2 /admin/plans, /admin/features, /admin/addons).
// Updates and deletes are PUT/DELETE routes reached by POST with `_method` (Laravel method spoofing).
import { z } from 'zod';
import { FeatureKey } from './domain';
import { idParam, optionalText, requiredString } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';

/** Refusals of the catalogue back office (422), worded for the admin. */
export const catalogueMessages = {
  freePlanPrice: 'A free plan can only have durations priced 0.',
  paidPlanPrice: 'A paid plan needs a price above 0 on every duration.',
  oneDefaultDuration: 'Exactly one duration must be the default.',
  keepOneDefaultPlan: 'There must be one default plan: make another plan the default instead.',
  planHasSubscribers: 'This plan has subscribers, so it cannot be deleted.',
  planHasHistory: 'This plan has past subscriptions or invoices, so it cannot be deleted. Give it an offer code to stop offering it.',
  defaultPlanDelete: 'The default plan cannot be deleted. Make another plan the default first.',
  durationInUse: 'Customers are subscribed with this duration, so it cannot be removed.',
  addonOrdered: 'This add-on has been ordered, so it cannot be deleted. Deactivate it instead.',
} as const;

export const OFFER_CODE = /^[A-Za-z0-9_-]{3,40}$/;
export const PLAN_NAME_MAX = 100;
export const TRIAL_DAYS_MAX = 365;
export const BILLING_PERIODS = ['month', 'year'] as const;
export const ADDON_KINDS = ['service', 'feature'] as const;

// ---- what the back office reads ----

export const AdminPlanDuration = z.object({
  id: z.number(),
  label: z.string(),
  duration: z.enum(BILLING_PERIODS),
  /** Cents. */
  price: z.number(),
  currency: z.string(),
  discount_text: z.string().nullable(),
  default: z.boolean(),
});
export type AdminPlanDuration = z.infer<typeof AdminPlanDuration>;

export const AdminPlanFeature = z.object({ key: FeatureKey, value: z.string().nullable(), active: z.boolean() });
export type AdminPlanFeature = z.infer<typeof AdminPlanFeature>;

export const AdminPlan = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  free: z.boolean(),
  default: z.boolean(),
  recommended: z.boolean(),
  trial_days: z.number(),
  offer_code: z.string().nullable(),
  sort: z.number(),
  durations: z.array(AdminPlanDuration),
  features: z.array(AdminPlanFeature),
  /** Subscriptions in force (active or trialing); a plan with any cannot be deleted. */
  subscribers: z.number(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;

export const AdminFeature = z.object({
  key: FeatureKey,
  name: z.string(),
  icon: z.string().nullable(),
  /** Off: nobody has the feature, whatever their plan or add-ons say. */
  active: z.boolean(),
  sort: z.number(),
});
export type AdminFeature = z.infer<typeof AdminFeature>;

export const AdminAddon = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  kind: z.enum(ADDON_KINDS),
  feature_key: FeatureKey.nullable(),
  /** Cents. */
  price: z.number(),
  currency: z.string(),
  active: z.boolean(),
  sort: z.number(),
  /** Orders placed (any status); an ordered add-on cannot be deleted, only deactivated. */
  orders: z.number(),
});
export type AdminAddon = z.infer<typeof AdminAddon>;

// ---- request fields ----

const integer = (field: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required(field) : m.integer(field)) })
    .int(m.integer(field));
const flag = (field: string) => z.boolean({ error: m.boolean(field) });
const sortField = integer('sort').min(0, m.positive).default(0);
const currencyField = (field = 'currency') =>
  z
    .string({ error: m.currency(field) })
    .trim()
    .regex(/^[A-Za-z]{3}$/, m.currency(field))
    .transform((v) => v.toUpperCase())
    .default('USD');

export const PlanDurationRequest = z.object({
  /** Present: updates that duration of the plan; absent: a new duration. */
  id: integer('id').positive(m.invalid('id')).optional(),
  label: requiredString('label', 50),
  duration: z.enum(BILLING_PERIODS, { error: m.invalid('duration') }),
  price: integer('price').min(0, m.positive),
  currency: currencyField(),
  discount_text: optionalText('discount_text', 50),
  default: flag('default').default(false),
});
export type PlanDurationRequest = z.input<typeof PlanDurationRequest>;

export const PlanFeatureRequest = z.object({
  key: z.enum(FeatureKey.options, { error: m.invalid('key') }),
  /** What the plan gives of it, shown to customers (e.g. "10 planners"); empty: unlimited or not applicable. */
  value: optionalText('value', 100),
  active: flag('active').default(true),
});
export type PlanFeatureRequest = z.input<typeof PlanFeatureRequest>;

/**
 * A whole plan, as created or replaced. Extra fields (id, subscribers…) are ignored, so what the
 * back office reads can be sent back as is.
 */
export const PlanRequest = z
  .object({
    name: requiredString('name', PLAN_NAME_MAX),
    desc: optionalText('desc', 1000),
    free: flag('free').default(false),
    default: flag('default').default(false),
    recommended: flag('recommended').default(false),
    trial_days: integer('trial_days')
      .min(0, m.between('trial_days', 0, TRIAL_DAYS_MAX))
      .max(TRIAL_DAYS_MAX, m.between('trial_days', 0, TRIAL_DAYS_MAX))
      .default(0),
    offer_code: optionalText('offer_code', 40).refine((v) => v === null || OFFER_CODE.test(v), m.format('offer_code')),
    sort: sortField,
    durations: z.array(PlanDurationRequest, { error: m.required('durations') }).min(1, m.required('durations')),
    features: z.array(PlanFeatureRequest, { error: m.invalid('features') }).default([]),
  })
  .superRefine((plan, ctx) => {
    plan.durations.forEach((d, i) => {
      if (plan.free && d.price > 0) ctx.addIssue({ code: 'custom', path: ['durations', i, 'price'], message: catalogueMessages.freePlanPrice });
      if (!plan.free && d.price === 0) ctx.addIssue({ code: 'custom', path: ['durations', i, 'price'], message: catalogueMessages.paidPlanPrice });
    });
    if (plan.durations.length > 0 && plan.durations.filter((d) => d.default).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['durations'], message: catalogueMessages.oneDefaultDuration });
    }
    const seen = new Set<string>();
    plan.features.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: ['features', i, 'key'], message: m.distinct(`features.${i}.key`) });
      seen.add(f.key);
    });
  });
export type PlanRequest = z.input<typeof PlanRequest>;

/** Partial: only the fields sent change (the key is fixed by spec §6). */
export const FeatureRequest = z.object({
  name: requiredString('name', 100).optional(),
  icon: optionalText('icon', 50).optional(),
  active: flag('active').optional(),
  sort: integer('sort').min(0, m.positive).optional(),
});
export type FeatureRequest = z.input<typeof FeatureRequest>;

export const AddonRequest = z
  .object({
    name: requiredString('name', 100),
    desc: optionalText('desc', 1000),
    kind: z.enum(ADDON_KINDS, { error: m.invalid('kind') }),
    feature_key: z
      .enum(FeatureKey.options, { error: m.invalid('feature_key') })
      .nullish()
      .transform((v) => v ?? null),
    price: integer('price').min(1, m.positive),
    currency: currencyField(),
    active: flag('active').default(true),
    sort: sortField,
  })
  .superRefine((addon, ctx) => {
    if (addon.kind === 'feature' && addon.feature_key === null) {
      ctx.addIssue({ code: 'custom', path: ['feature_key'], message: m.requiredIf('feature_key', 'kind', 'feature') });
    }
    if (addon.kind === 'service' && addon.feature_key !== null) {
      ctx.addIssue({ code: 'custom', path: ['feature_key'], message: m.prohibitedIf('feature_key', 'kind', 'service') });
    }
  });
export type AddonRequest = z.input<typeof AddonRequest>;

const IdParams = z.object({ id: idParam('id') }).strict();
const KeyParams = z.object({ key: z.enum(FeatureKey.options, { error: m.invalid('key') }) }).strict();
const Deleted = z.object({ success: z.literal(true) });
const OnePlan = envelope(z.object({ plan: AdminPlan }));
const OneAddon = envelope(z.object({ addon: AdminAddon }));

export const adminCatalogueEndpoints = {
  adminPlans: defineEndpoint({
    method: 'GET',
    path: '/admin/plans',
    response: envelope(z.object({ plans: z.array(AdminPlan) })),
    auth: ['admin'],
    summary: 'Every plan with its durations and features (inactive ones too), in display order',
    tag: 'admin-catalogue',
  }),
  adminPlan: defineEndpoint({
    method: 'GET',
    path: '/admin/plans/:id',
    params: IdParams,
    response: OnePlan,
    auth: ['admin'],
    summary: 'One plan with its durations and features',
    tag: 'admin-catalogue',
  }),
  adminCreatePlan: defineEndpoint({
    method: 'POST',
    path: '/admin/plans',
    body: PlanRequest,
    response: OnePlan,
    auth: ['admin'],
    summary: 'Creates a plan with its durations and features; default: true makes it the only default plan',
    tag: 'admin-catalogue',
  }),
  adminUpdatePlan: defineEndpoint({
    method: 'PUT',
    path: '/admin/plans/:id',
    params: IdParams,
    body: PlanRequest,
    response: OnePlan,
    auth: ['admin'],
    summary: 'POST with _method=put: replaces the plan, its durations (by id; new ones without) and its features in one transaction',
    tag: 'admin-catalogue',
  }),
  adminDeletePlan: defineEndpoint({
    method: 'DELETE',
    path: '/admin/plans/:id',
    params: IdParams,
    response: Deleted,
    auth: ['admin'],
    summary: 'POST with _method=delete: deletes a plan nobody was ever subscribed to; never the default plan (422 says why)',
    tag: 'admin-catalogue',
  }),
  adminFeatures: defineEndpoint({
    method: 'GET',
    path: '/admin/features',
    response: envelope(z.object({ features: z.array(AdminFeature) })),
    auth: ['admin'],
    summary: 'The feature catalogue (spec §6 keys), in display order',
    tag: 'admin-catalogue',
  }),
  adminUpdateFeature: defineEndpoint({
    method: 'PUT',
    path: '/admin/features/:key',
    params: KeyParams,
    body: FeatureRequest,
    response: envelope(z.object({ feature: AdminFeature })),
    auth: ['admin'],
    summary: 'POST with _method=put: name, icon, active (off: nobody has it) and sort of a catalogue feature',
    tag: 'admin-catalogue',
  }),
  adminAddons: defineEndpoint({
    method: 'GET',
    path: '/admin/addons',
    response: envelope(z.object({ addons: z.array(AdminAddon) })),
    auth: ['admin'],
    summary: 'Every add-on (inactive ones too), in display order',
    tag: 'admin-catalogue',
  }),
  adminCreateAddon: defineEndpoint({
    method: 'POST',
    path: '/admin/addons',
    body: AddonRequest,
    response: OneAddon,
    auth: ['admin'],
    summary: 'Creates an add-on: a service, or a feature (feature_key) unlocked for good once paid',
    tag: 'admin-catalogue',
  }),
  adminUpdateAddon: defineEndpoint({
    method: 'PUT',
    path: '/admin/addons/:id',
    params: IdParams,
    body: AddonRequest,
    response: OneAddon,
    auth: ['admin'],
    summary: 'POST with _method=put: replaces the add-on',
    tag: 'admin-catalogue',
  }),
  adminDeleteAddon: defineEndpoint({
    method: 'DELETE',
    path: '/admin/addons/:id',
    params: IdParams,
    response: Deleted,
    auth: ['admin'],
    summary: 'POST with _method=delete: deletes an add-on never ordered (422 otherwise: deactivate it instead)',
    tag: 'admin-catalogue',
  }),
} as const;
// CONTRACT READY
