// Data access for an admin's view of one user's billing: subscriptions with plan and duration,
// invoices and add-on orders, newest first.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addonOrders, addons, invoices, planDurations, plans, subscriptions, type AddonOrderRow, type InvoiceRow, type PlanDurationRow, type SubscriptionRow } from '../../db/schema';

export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  plan: { id: number; name: string };
  duration: PlanDurationRow | null;
}

export interface OrderRecord {
  order: AddonOrderRow;
  addon: { id: number; name: string; kind: 'service' | 'feature' };
}

export class UserBillingRepository {
  constructor(private readonly db: Database) {}

  subscriptions(userId: number): Promise<SubscriptionRecord[]> {
    return this.db
      .select({ subscription: subscriptions, plan: { id: plans.id, name: plans.name }, duration: planDurations })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
      .leftJoin(planDurations, eq(planDurations.id, subscriptions.plan_duration_id))
      .where(eq(subscriptions.user_id, userId))
      .orderBy(desc(subscriptions.created_at), desc(subscriptions.id));
  }

  invoices(userId: number): Promise<InvoiceRow[]> {
    return this.db.select().from(invoices).where(eq(invoices.user_id, userId)).orderBy(desc(invoices.issued_at), desc(invoices.id));
  }

  orders(userId: number): Promise<OrderRecord[]> {
    return this.db
      .select({ order: addonOrders, addon: { id: addons.id, name: addons.name, kind: addons.kind } })
      .from(addonOrders)
      .innerJoin(addons, eq(addons.id, addonOrders.addon_id))
      .where(eq(addonOrders.user_id, userId))
      .orderBy(desc(addonOrders.created_at), desc(addonOrders.id));
  }
}
