// Data access for the add-ons back office, with how often each was ordered.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addonOrders, addons, type AddonRow } from '../../db/schema';

export type AddonValues = Pick<AddonRow, 'name' | 'desc' | 'kind' | 'feature_key' | 'price' | 'currency' | 'active' | 'sort'>;
export type AddonWithOrders = AddonRow & { orders: number };

export class AdminAddonsRepository {
  constructor(private readonly db: Database) {}

  async list(id?: number): Promise<AddonWithOrders[]> {
    const orders = this.db
      .select({ addon_id: addonOrders.addon_id, n: count().as('n') })
      .from(addonOrders)
      .groupBy(addonOrders.addon_id)
      .as('orders');
    const rows = await this.db
      .select({ addon: addons, orders: orders.n })
      .from(addons)
      .leftJoin(orders, eq(orders.addon_id, addons.id))
      .where(id === undefined ? undefined : eq(addons.id, id))
      .orderBy(asc(addons.sort), asc(addons.id));
    return rows.map((r) => ({ ...r.addon, orders: r.orders ?? 0 }));
  }

  async find(id: number): Promise<AddonWithOrders | undefined> {
    return (await this.list(id))[0];
  }

  async insert(values: AddonValues, now: Date): Promise<number> {
    const [row] = await this.db.insert(addons).values({ ...values, created_at: now, updated_at: now }).returning({ id: addons.id });
    return row.id;
  }

  async update(id: number, values: AddonValues, now: Date): Promise<boolean> {
    const rows = await this.db.update(addons).set({ ...values, updated_at: now }).where(eq(addons.id, id)).returning({ id: addons.id });
    return rows.length > 0;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(addons).where(eq(addons.id, id));
  }
}
