// Reads of the customer's billing records, always scoped to the owner (another user's id finds nothing).
import { and, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, plans, subscriptions, type InvoiceRow, type SubscriptionRow } from '../../db/schema';

export interface SubscriptionInForce {
  subscription: SubscriptionRow;
  free: boolean;
}

export class BillingRepository {
  constructor(private readonly db: Database) {}

  /** The subscription in force now (the same rule as the user's subscribed_to), newest first. */
  async inForce(userId: number, now: Date): Promise<SubscriptionInForce | undefined> {
    const [row] = await this.db
      .select({ subscription: subscriptions, free: plans.free })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
      .where(
        and(
          eq(subscriptions.user_id, userId),
          inArray(subscriptions.status, ['active', 'trialing']),
          or(isNull(subscriptions.ends_at), gt(subscriptions.ends_at, now)),
        ),
      )
      .orderBy(desc(subscriptions.id))
      .limit(1);
    return row;
  }

  async setCancelAt(id: number, cancelAt: Date, now: Date): Promise<void> {
    await this.db.update(subscriptions).set({ cancel_at: cancelAt, updated_at: now }).where(eq(subscriptions.id, id));
  }

  async invoicesOf(userId: number, page: number, perPage: number): Promise<{ rows: InvoiceRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(eq(invoices.user_id, userId))
        .orderBy(desc(invoices.issued_at), desc(invoices.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(invoices).where(eq(invoices.user_id, userId)),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async findInvoice(userId: number, id: number): Promise<InvoiceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.user_id, userId)))
      .limit(1);
    return row;
  }
}
