// Feature access as the signed-in user has it (spec §6): which catalogue features they may use and why.
// Gating an endpoint is one line: `feature: '<key>'` on its contract entry (the API answers 403 otherwise).
import { z } from 'zod';
import { FeatureKey } from './domain';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';

/** Where the user's access to a feature comes from; null: no access. */
export const FeatureSource = z.enum(['plan', 'addon']);
export type FeatureSource = z.infer<typeof FeatureSource>;

export const FeatureAccess = z.object({
  key: FeatureKey,
  name: z.string(),
  icon: z.string().nullable(),
  /** The current plan lists it (even when that row is switched off). */
  in_plan: z.boolean(),
  /** The user may use it now (the user's `access` list holds it). */
  is_active: z.boolean(),
  /** What the plan gives of it (e.g. "10 planners"); null: unlimited or not applicable. */
  value: z.string().nullable(),
  source: FeatureSource.nullable(),
});
export type FeatureAccess = z.infer<typeof FeatureAccess>;

export const FeatureEntitlement = z.object({ key: FeatureKey, name: z.string(), value: z.string().nullable() });
export type FeatureEntitlement = z.infer<typeof FeatureEntitlement>;

export const featuresEndpoints = {
  features: defineEndpoint({
    method: 'GET',
    path: '/features',
    response: envelope(z.object({ features: z.array(FeatureAccess) })),
    auth: 'user',
    summary: 'The feature catalogue as the signed-in user sees it: in plan, usable now, value and source (plan or add-on)',
    tag: 'features',
  }),
  feature: defineEndpoint({
    method: 'GET',
    path: '/features/:key',
    params: z.object({ key: z.enum(FeatureKey.options, { error: m.invalid('key') }) }).strict(),
    response: envelope(z.object({ feature: FeatureEntitlement })),
    auth: 'user',
    summary: "One feature's entitlement; 403 (upgrade message) when the user may not use it, exactly like a gated endpoint",
    tag: 'features',
  }),
} as const;
// CONTRACT READY
