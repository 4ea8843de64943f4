// An ordered add-on stays (its orders and invoices refer to it); it can be deactivated instead.
import { catalogueMessages } from '@cadence/shared-lib/contract';
import type { AddonWithOrders } from './repository';

export function deletionRefusal(addon: AddonWithOrders): string | null {
  return addon.orders > 0 ? catalogueMessages.addonOrdered : null;
}
