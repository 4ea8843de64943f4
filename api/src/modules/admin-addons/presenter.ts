// An add-on as the back office edits it.
import { FEATURE_KEYS, type AdminAddon, type FeatureKey } from '@cadence/shared-lib/contract';
import type { AddonWithOrders } from './repository';

const asFeatureKey = (key: string | null): FeatureKey | null =>
  key !== null && (FEATURE_KEYS as readonly string[]).includes(key) ? (key as FeatureKey) : null;

export function presentAdminAddon(row: AddonWithOrders): AdminAddon {
  return {
    id: row.id,
    name: row.name,
    desc: row.desc,
    kind: row.kind,
    feature_key: asFeatureKey(row.feature_key),
    price: row.price,
    currency: row.currency,
    active: row.active,
    sort: row.sort,
    orders: row.orders,
  };
}
