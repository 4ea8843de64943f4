// What leaves the server about a checkout.
import type { CheckoutSession } from '@cadence/shared-lib/contract';
import type { CheckoutSessionRow } from '../../db/schema';

export const presentCheckoutSession = (row: CheckoutSessionRow): CheckoutSession => ({
  id: row.id,
  status: row.status,
  kind: row.kind,
  plan_id: row.plan_id,
  plan_duration_id: row.plan_duration_id,
  addon_order_id: row.addon_order_id,
  completed_at: row.completed_at ? row.completed_at.toISOString() : null,
});
