// What leaves the server about plans (spec §3 Plan) and a user's subscription (subscribed_to).
import { isFeatureKey, type FeatureKey, type Plan, type PlanDuration, type PlanFeature, type SubscribedTo, type UserFeature } from '@cadence/shared-lib/contract';
import type { PlanDurationRow } from '../../db/schema';
import type { CurrentSubscription, PlanFeatureWithCatalogue, PlanWithParts } from './repository';

const DAY_MS = 86_400_000;

export function priceFormat(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}


export function presentDuration(row: PlanDurationRow): PlanDuration {
  return {
    id: row.id,
    label: row.label,
    duration: row.duration,
    price: row.price,
    currency: row.currency,
    price_format: priceFormat(row.price, row.currency),
    discount_text: row.discount_text,
  };
}

function presentFeature(row: PlanFeatureWithCatalogue & { key: FeatureKey }): PlanFeature {
  return { key: row.key, name: row.name, icon: row.icon, value: row.value, active: row.active && row.catalogue_active };
}

const knownFeatures = (rows: PlanFeatureWithCatalogue[]) =>
  rows.filter((row): row is PlanFeatureWithCatalogue & { key: FeatureKey } => isFeatureKey(row.key));

export function presentPlan({ plan, durations, features }: PlanWithParts, canStartTrial: boolean): Plan {
  const defaultDuration = durations.find((d) => d.is_default) ?? durations[0];
  return {
    id: plan.id,
    name: plan.name,
    desc: plan.desc,
    free: plan.free,
    default: plan.is_default,
    recommended: plan.recommended,
    trial_days: plan.trial_days,
    can_start_trial: canStartTrial && plan.trial_days > 0 && !plan.free,
    offer_code: plan.offer_code,
    default_duration: defaultDuration ? presentDuration(defaultDuration) : null,
    durations: durations.map(presentDuration),
    features: knownFeatures(features).map(presentFeature),
  };
}

export interface UserPlanFields {
  subscribed_to: SubscribedTo | null;
  features: UserFeature[];
  access: FeatureKey[];
}

export const NO_PLAN: UserPlanFields = { subscribed_to: null, features: [], access: [] };

/**
 * subscribed_to, with the plan's own features. User payloads replace features and access with
 * modules/entitlements (which adds paid add-ons): use that for any access decision.
 */
export function presentSubscription(current: CurrentSubscription | undefined, now: Date): UserPlanFields {
  if (!current) return NO_PLAN;
  const { subscription, plan, duration, features } = current;
  const trialLeft =
    subscription.status === 'trialing' && subscription.trial_ends_at
      ? Math.max(0, Math.ceil((subscription.trial_ends_at.getTime() - now.getTime()) / DAY_MS))
      : null;
  const known = knownFeatures(features);
  return {
    subscribed_to: {
      plan: { id: plan.id, name: plan.name, free: plan.free, default: plan.is_default },
      renews_on: subscription.ends_at ? subscription.ends_at.toISOString().slice(0, 10) : null,
      trial_days_left: trialLeft,
      status: subscription.status === 'trialing' || subscription.status === 'past_due' ? subscription.status : 'active',
      cancels_on: subscription.cancel_at ? subscription.cancel_at.toISOString().slice(0, 10) : null,
      duration: {
        price_format: duration ? priceFormat(duration.price, duration.currency) : priceFormat(0, 'USD'),
        duration: duration?.duration ?? 'month',
      },
    },
    features: known.map((f) => ({ key: f.key, in_plan: true, is_active: f.active && f.catalogue_active })),
    access: known.filter((f) => f.active && f.catalogue_active).map((f) => f.key),
  };
}
