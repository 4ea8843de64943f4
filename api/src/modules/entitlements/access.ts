// The rule of feature access (spec §6), in one place: a feature is usable when the catalogue has it
// switched on AND either the current plan lists it active or a paid feature add-on unlocks it.
// Admins and staff use no gated feature, so they have none.
import { isFeatureKey, type FeatureAccess, type FeatureKey, type Role, type UserFeature } from '@cadence/shared-lib/contract';
import type { CatalogueAccessRow } from './repository';

export interface Entitlements {
  /** The whole catalogue as this user sees it (GET /features). */
  catalogue: FeatureAccess[];
  /** The user payload's `features`: what the plan lists or an add-on unlocked. */
  features: UserFeature[];
  /** The user payload's `access`: the keys the user may use now; the API's gate checks it. */
  access: FeatureKey[];
}

export const NO_ENTITLEMENTS: Entitlements = { catalogue: [], features: [], access: [] };


function presentRow(row: CatalogueAccessRow & { key: FeatureKey }): FeatureAccess {
  const byPlan = row.catalogue_active && row.plan_active === true;
  const byAddon = row.catalogue_active && row.by_addon;
  return {
    key: row.key,
    name: row.name,
    icon: row.icon,
    in_plan: row.plan_active !== null,
    is_active: byPlan || byAddon,
    value: row.value,
    source: byPlan ? 'plan' : byAddon ? 'addon' : null,
  };
}

export function entitlementsFrom(role: Role, rows: CatalogueAccessRow[]): Entitlements {
  const known = rows.filter((row): row is CatalogueAccessRow & { key: FeatureKey } => isFeatureKey(row.key));
  const catalogue = known.map(presentRow);
  if (role !== 'user') return { catalogue: catalogue.map((f) => ({ ...f, in_plan: false, is_active: false, value: null, source: null })), features: [], access: [] };
  const owned = known.filter((row) => row.plan_active !== null || row.by_addon).map((row) => row.key);
  return {
    catalogue,
    features: catalogue.filter((f) => owned.includes(f.key)).map((f) => ({ key: f.key, in_plan: f.in_plan, is_active: f.is_active })),
    access: catalogue.filter((f) => f.is_active).map((f) => f.key),
  };
}
