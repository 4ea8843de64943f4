// Plans and subscribing (spec §3 Plan, §4 Subscription, §7 /plans calls).
import { z } from 'zod';
import { FeatureKey } from './domain';
import { idParam } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { User } from './user';

export const PlanDuration = z.object({
  id: z.number(),
  label: z.string(),
  /** The billing period: 'month' or 'year'. */
  duration: z.string(),
  /** Price in the smallest currency unit (cents). */
  price: z.number(),
  currency: z.string(),
  price_format: z.string(),
  discount_text: z.string().nullable(),
});
export type PlanDuration = z.infer<typeof PlanDuration>;

export const PlanFeature = z.object({
  key: FeatureKey,
  name: z.string(),
  icon: z.string().nullable(),
  value: z.string().nullable(),
  active: z.boolean(),
});
export type PlanFeature = z.infer<typeof PlanFeature>;

export const Plan = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  free: z.boolean(),
  default: z.boolean(),
  recommended: z.boolean(),
  trial_days: z.number(),
  can_start_trial: z.boolean(),
  offer_code: z.string().nullable(),
  default_duration: PlanDuration.nullable(),
  durations: z.array(PlanDuration),
  features: z.array(PlanFeature),
});
export type Plan = z.infer<typeof Plan>;

export const SubscribeParams = z.object({ planId: idParam('plan'), durationId: idParam('duration').optional() }).strict();

export const SubscribeQuery = z
  .object({ trial: z.enum(['true', 'false'], { error: m.boolean('trial') }).optional() })
  .strict();

export const SubscribeData = z.object({ user: User, url: z.string() });
export type SubscribeData = z.infer<typeof SubscribeData>;

export const plansEndpoints = {
  plans: defineEndpoint({
    method: 'GET',
    path: '/plans',
    response: envelope(z.object({ plans: z.array(Plan), user: User })),
    auth: 'user',
    summary: 'The plans on offer and the signed-in user',
    tag: 'plans',
  }),
  subscribe: defineEndpoint({
    method: 'GET',
    path: '/plans/subscribe/:planId',
    params: SubscribeParams,
    query: SubscribeQuery,
    response: envelope(SubscribeData),
    auth: ['user'],
    summary: "Subscribes to a free plan or starts a trial (url: where to go next); a paid plan starts a checkout (url: the provider's payment page)",
    tag: 'plans',
  }),
  subscribeDuration: defineEndpoint({
    method: 'GET',
    path: '/plans/subscribe/:planId/:durationId',
    params: SubscribeParams,
    query: SubscribeQuery,
    response: envelope(SubscribeData),
    auth: ['user'],
    summary: 'As subscribe, with a chosen duration',
    tag: 'plans',
  }),
} as const;
