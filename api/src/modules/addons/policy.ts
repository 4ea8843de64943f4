// A feature add-on is bought once (it unlocks the feature for good); services may be ordered again.
import { billingMessages } from '@cadence/shared-lib/contract';
import type { AddonRow } from '../../db/schema';

export const isOwned = (addon: AddonRow, paidAddonIds: ReadonlySet<number>): boolean => addon.kind === 'feature' && paidAddonIds.has(addon.id);

/** Why the add-on cannot be ordered (a 422 message), or null when it can. */
export function orderRefusal(addon: AddonRow | undefined, paidAddonIds: ReadonlySet<number>): string | null {
  if (!addon) return billingMessages.addonUnavailable;
  if (isOwned(addon, paidAddonIds)) return billingMessages.addonOwned;
  return null;
}
