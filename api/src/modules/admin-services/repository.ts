// Data access for ordered services: paid orders of add-ons of kind service, with customer and add-on.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ServiceStatus } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { addonOrders, addons, users, type AddonOrderRow } from '../../db/schema';

export interface ServiceOrderRecord {
  order: AddonOrderRow;
  addon: { id: number; name: string };
  customer: { id: number; full_name: string; email: string; locale: string };
}

export interface ServiceFilters {
  status?: ServiceStatus;
  q?: string;
}

/** `%`, `_` and `\` in a search are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = {
  order: addonOrders,
  addon: { id: addons.id, name: addons.name },
  customer: { id: users.id, full_name: users.full_name, email: users.email, locale: users.locale },
};

export class AdminServicesRepository {
  constructor(private readonly db: Database) {}

  /** Only paid service orders are work for staff; checkouts still open are not orders yet. */
  private where(filters: ServiceFilters): SQL | undefined {
    const q = filters.q?.trim();
    return and(
      eq(addons.kind, 'service'),
      eq(addonOrders.payment_status, 'paid'),
      filters.status ? eq(addonOrders.service_status, filters.status) : undefined,
      q ? or(ilike(users.full_name, likePattern(q)), ilike(users.email, likePattern(q)), ilike(addons.name, likePattern(q))) : undefined,
    );
  }

  async page(filters: ServiceFilters, page: number, perPage: number): Promise<{ rows: ServiceOrderRecord[]; total: number }> {
    const where = this.where(filters);
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(addonOrders)
      .innerJoin(addons, eq(addons.id, addonOrders.addon_id))
      .innerJoin(users, eq(users.id, addonOrders.user_id))
      .where(where);
    const rows = await this.db
      .select(columns)
      .from(addonOrders)
      .innerJoin(addons, eq(addons.id, addonOrders.addon_id))
      .innerJoin(users, eq(users.id, addonOrders.user_id))
      .where(where)
      .orderBy(desc(addonOrders.created_at), desc(addonOrders.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { rows, total };
  }

  async find(id: number): Promise<ServiceOrderRecord | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(addonOrders)
      .innerJoin(addons, eq(addons.id, addonOrders.addon_id))
      .innerJoin(users, eq(users.id, addonOrders.user_id))
      .where(and(this.where({}), eq(addonOrders.id, id)))
      .limit(1);
    return row;
  }

  /** Applies the change only if the status is still `from` (two admins at once: the second loses). */
  async update(id: number, from: ServiceStatus, changes: { service_status?: ServiceStatus; customer_note?: string | null }, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(addonOrders)
      .set({ ...changes, updated_at: now })
      .where(and(eq(addonOrders.id, id), eq(addonOrders.service_status, from)))
      .returning({ id: addonOrders.id });
    return rows.length > 0;
  }
}
