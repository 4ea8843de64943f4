// One query answers everything about a user's feature access: every catalogue feature with the
// current plan's row for it (if any) and whether a paid feature add-on unlocks it.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addonOrders, addons, features, planFeatures, subscriptions } from '../../db/schema';
import { subscriptionInForce } from '../plans/repository';

export interface CatalogueAccessRow {
  key: string;
  name: string;
  icon: string | null;
  catalogue_active: boolean;
  /** The current plan's row for the feature; null when the plan does not list it (or no plan). */
  plan_active: boolean | null;
  value: string | null;
  by_addon: boolean;
}

export class EntitlementsRepository {
  constructor(private readonly db: Database) {}

  async catalogueFor(userId: number, now: Date): Promise<CatalogueAccessRow[]> {
    const currentPlan = this.db
      .select({ id: subscriptions.plan_id })
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, userId), subscriptionInForce(now)))
      .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
      .limit(1);
    // Bought for good: the add-on's own active flag (still on sale or not) does not matter.
    const byAddon = sql<boolean>`exists (select 1 from ${addonOrders} inner join ${addons} on ${addons.id} = ${addonOrders.addon_id}
      where ${addonOrders.user_id} = ${userId} and ${addonOrders.payment_status} = 'paid'
        and ${addons.kind} = 'feature' and ${addons.feature_key} = ${features.key})`;
    return this.db
      .select({
        key: features.key,
        name: features.name,
        icon: features.icon,
        catalogue_active: features.active,
        plan_active: planFeatures.active,
        value: planFeatures.value,
        by_addon: byAddon,
      })
      .from(features)
      .leftJoin(planFeatures, and(eq(planFeatures.key, features.key), eq(planFeatures.plan_id, sql`(${currentPlan})`)))
      .orderBy(asc(features.sort), asc(features.key));
  }
}
