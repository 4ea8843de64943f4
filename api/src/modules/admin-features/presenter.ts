// A catalogue feature as the back office shows it.
import { isFeatureKey, type AdminFeature } from '@cadence/shared-lib/contract';
import type { FeatureRow } from '../../db/schema';


/** Rows whose key the product no longer knows are left out. */
export function presentAdminFeatures(rows: FeatureRow[]): AdminFeature[] {
  return rows.flatMap((row) => (isFeatureKey(row.key) ? [{ key: row.key, name: row.name, icon: row.icon, active: row.active, sort: row.sort }] : []));
}
