// Applies a verified provider event. One transaction: the event row (its primary key makes a
// redelivery a no-op) and every effect commit together or not at all. Events may arrive late or
// twice, so each reads the current state and a subscription only moves to a newer snapshot.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions, invoices, paymentEvents, planDurations, plans, subscriptions, users, type SubscriptionRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import type { PaymentEvent, ProviderName } from './provider';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export class PaymentWebhookService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  handle(provider: ProviderName, event: PaymentEvent): Promise<WebhookOutcome> {
    return this.db.transaction(async (tx) => {
      const stored = await tx
        .insert(paymentEvents)
        .values({ provider, id: event.id, type: event.type, occurred_at: event.created, payload: event.payload, received_at: this.clock() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (stored.length === 0) return 'duplicate';
      if (!(await this.referencesExist(tx, event))) return 'ignored';
      const subscription = await this.applySubscription(tx, provider, event);
      if (event.invoice) await this.recordInvoice(tx, provider, event, subscription);
      if (event.type === 'checkout.completed' && event.checkout_session_id) await this.completeCheckout(tx, provider, event);
      return 'applied';
    });
  }

  /** An event about a deleted user or plan is kept (stored above) but changes nothing. */
  private async referencesExist(tx: Transaction, { subscription: s }: PaymentEvent): Promise<boolean> {
    const [row] = await tx
      .select({ user: users.id })
      .from(users)
      .innerJoin(plans, eq(plans.id, s.plan_id))
      .innerJoin(planDurations, and(eq(planDurations.id, s.plan_duration_id), eq(planDurations.plan_id, plans.id)))
      .where(eq(users.id, s.user_id))
      .limit(1);
    return row !== undefined;
  }

  private async applySubscription(tx: Transaction, provider: ProviderName, event: PaymentEvent): Promise<SubscriptionRow> {
    const s = event.subscription;
    const now = this.clock();
    // Serialises concurrent events about the same provider subscription, even before its row exists.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${s.id}`}))`);
    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.provider_subscription_id, s.id)))
      .for('update');
    if (existing?.provider_event_at && existing.provider_event_at > event.created) return existing;
    const snapshot = {
      user_id: s.user_id,
      plan_id: s.plan_id,
      plan_duration_id: s.plan_duration_id,
      status: s.status,
      ends_at: s.current_period_end,
      cancel_at: s.cancel_at,
      provider_event_at: event.created,
      updated_at: now,
    };
    if (existing) {
      const [row] = await tx.update(subscriptions).set(snapshot).where(eq(subscriptions.id, existing.id)).returning();
      return row ?? existing;
    }
    if (s.status === 'active') {
      // A paid plan replaces whatever the user had (the free plan or a trial), as choosing a plan does.
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', updated_at: now })
        .where(and(eq(subscriptions.user_id, s.user_id), inArray(subscriptions.status, ['active', 'trialing'])));
    }
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...snapshot, provider, provider_subscription_id: s.id, created_at: now })
      .returning();
    if (!row) throw new Error('subscription insert returned no row');
    return row;
  }

  /** One invoice per provider invoice id; 'paid' is final, so a late failure never reopens it. */
  private async recordInvoice(tx: Transaction, provider: ProviderName, event: PaymentEvent, subscription: SubscriptionRow): Promise<void> {
    const invoice = event.invoice;
    if (!invoice) return;
    const status = event.type === 'invoice.paid' ? 'paid' : invoice.status;
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.provider, provider), eq(invoices.provider_invoice_id, invoice.id)))
      .for('update');
    if (existing) {
      if (existing.status !== 'paid' && status === 'paid') {
        await tx.update(invoices).set({ status, issued_at: event.created, updated_at: this.clock() }).where(eq(invoices.id, existing.id));
      }
      return;
    }
    const numbered = await tx.execute<{ n: string }>(sql`select nextval('invoice_numbers')::text as n`);
    const number = `CAD-${(numbered.rows[0]?.n ?? '').padStart(6, '0')}`;
    const s = event.subscription;
    await tx.insert(invoices).values({
      user_id: s.user_id,
      number,
      provider,
      provider_invoice_id: invoice.id,
      subscription_id: subscription.id,
      plan_id: s.plan_id,
      plan_duration_id: s.plan_duration_id,
      description: invoice.description,
      amount: invoice.amount,
      tax: invoice.tax,
      currency: invoice.currency,
      status,
      issued_at: event.created,
      period_start: invoice.period_start,
      period_end: invoice.period_end,
      created_at: this.clock(),
      updated_at: this.clock(),
    });
  }

  private async completeCheckout(tx: Transaction, provider: ProviderName, event: PaymentEvent): Promise<void> {
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', completed_at: event.created, updated_at: this.clock() })
      .where(
        and(
          eq(checkoutSessions.id, event.checkout_session_id ?? ''),
          eq(checkoutSessions.provider, provider),
          eq(checkoutSessions.user_id, event.subscription.user_id),
          eq(checkoutSessions.status, 'open'),
        ),
      );
  }
}
