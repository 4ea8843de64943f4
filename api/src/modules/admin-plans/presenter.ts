// A plan as the back office edits it: raw fields, durations with their default flag, features as stored.
import { isFeatureKey, type AdminPlan, type AdminPlanFeature } from '@cadence/shared-lib/contract';
import type { AdminPlanParts } from './repository';


export function presentAdminPlan({ plan, durations, features, subscribers }: AdminPlanParts): AdminPlan {
  return {
    id: plan.id,
    name: plan.name,
    desc: plan.desc,
    free: plan.free,
    default: plan.is_default,
    recommended: plan.recommended,
    trial_days: plan.trial_days,
    offer_code: plan.offer_code,
    sort: plan.sort,
    durations: durations.map((d) => ({
      id: d.id,
      label: d.label,
      duration: d.duration,
      price: d.price,
      currency: d.currency,
      discount_text: d.discount_text,
      default: d.is_default,
    })),
    features: features.flatMap((f): AdminPlanFeature[] => (isFeatureKey(f.key) ? [{ key: f.key, value: f.value, active: f.active }] : [])),
    subscribers,
  };
}
