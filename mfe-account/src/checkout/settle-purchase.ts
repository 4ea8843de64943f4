// Once a checkout is complete: refresh the stored user (so the new features unlock at once) and
// name what was bought (the plan from the fresh user, the add-on from its order).
import { call } from '@cadence/shared-lib';
import { refreshUser } from '../platform/refresh-user';
import type { CheckoutSession } from './use-checkout-session';

export async function settlePurchase(session: CheckoutSession): Promise<string | null> {
  const [user, order] = await Promise.all([
    refreshUser().catch(() => null),
    session.kind === 'addon' && session.addon_order_id !== null
      ? call('order', { params: { id: session.addon_order_id } }).catch(() => null)
      : Promise.resolve(null),
  ]);
  if (order) return order.data.order.addon_name;
  const plan = user?.subscribed_to?.plan;
  return plan && plan.id === session.plan_id ? plan.name : null;
}
