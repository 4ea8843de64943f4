// The user payload of spec §3, as every session-bearing answer carries it.
import { z } from 'zod';
import { FeatureKey, Locale, Role } from './domain';

export const AbilityRule = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof AbilityRule>;

export const UserFeature = z.object({ key: FeatureKey, in_plan: z.boolean(), is_active: z.boolean() });
export type UserFeature = z.infer<typeof UserFeature>;

export const SubscribedTo = z.object({
  plan: z.object({ id: z.number(), name: z.string() }).passthrough(),
  renews_on: z.string().nullable(),
  trial_days_left: z.number().nullable(),
  duration: z.object({ price_format: z.string(), duration: z.string() }).passthrough(),
  /** 'active' or 'trialing' while in force; 'past_due' while a failed renewal is retried. */
  status: z.enum(['active', 'trialing', 'past_due']),
  /** Set once cancelled: access continues until this day (Y-m-d), then the plan ends. */
  cancels_on: z.string().nullable(),
});
export type SubscribedTo = z.infer<typeof SubscribedTo>;

export const User = z.object({
  id: z.number(),
  role: Role,
  abilities: z.array(AbilityRule),
  locale: Locale,
  full_name: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  avatar: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  features: z.array(UserFeature),
  access: z.array(FeatureKey),
  subscribed_to: SubscribedTo.nullable(),
  unread_messages_count: z.number(),
  connected_with_facebook: z.boolean(),
  connected_with_linkedin: z.boolean(),
  connected_with_twitter: z.boolean(),
  /** Set while an admin is signed in as this user (impersonation): who, so the UI can offer the way back. */
  impersonated_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
});
export type User = z.infer<typeof User>;
