// Add-ons on sale and the customer's orders of them, always scoped to the owner.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addonOrders, addons, type AddonOrderRow, type AddonRow } from '../../db/schema';

export interface OrderWithAddon {
  order: AddonOrderRow;
  addon: AddonRow;
}

export class AddonsRepository {
  constructor(private readonly db: Database) {}

  onSale(): Promise<AddonRow[]> {
    return this.db.select().from(addons).where(eq(addons.active, true)).orderBy(asc(addons.sort), asc(addons.id));
  }

  async findOnSale(id: number): Promise<AddonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addons)
      .where(and(eq(addons.id, id), eq(addons.active, true)))
      .limit(1);
    return row;
  }

  /** Ids of the add-ons the user has paid for. */
  async paidAddonIds(userId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ id: addonOrders.addon_id })
      .from(addonOrders)
      .where(and(eq(addonOrders.user_id, userId), eq(addonOrders.payment_status, 'paid')));
    return new Set(rows.map((r) => r.id));
  }

  async createOrder(userId: number, addon: AddonRow, brief: string | null, now: Date): Promise<AddonOrderRow> {
    const [row] = await this.db
      .insert(addonOrders)
      .values({ user_id: userId, addon_id: addon.id, brief, amount: addon.price, currency: addon.currency, created_at: now, updated_at: now })
      .returning();
    if (!row) throw new Error('addon order insert returned no row');
    return row;
  }

  ordersOf(userId: number): Promise<OrderWithAddon[]> {
    return this.db
      .select({ order: addonOrders, addon: addons })
      .from(addonOrders)
      .innerJoin(addons, eq(addons.id, addonOrders.addon_id))
      .where(eq(addonOrders.user_id, userId))
      .orderBy(desc(addonOrders.created_at), desc(addonOrders.id));
  }

  async findOrder(userId: number, id: number): Promise<OrderWithAddon | undefined> {
    const [row] = await this.db
      .select({ order: addonOrders, addon: addons })
      .from(addonOrders)
      .innerJoin(addons, eq(addons.id, addonOrders.addon_id))
      .where(and(eq(addonOrders.id, id), eq(addonOrders.user_id, userId)))
      .limit(1);
    return row;
  }
}
