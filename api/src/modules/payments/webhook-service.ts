// Applies a verified provider event. One transaction: the event row (its primary key makes a
// redelivery a no-op) and every effect commit together or not at all. Events may arrive late or
// twice, so each reads the current state and a subscription only moves to a newer snapshot.
// Calls back to the provider and emails happen after the commit (never for a duplicate).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addonOrders,
  addons,
  checkoutSessions,
  invoices,
  paymentEvents,
  planDurations,
  plans,
  subscriptions,
  users,
  type SubscriptionRow,
} from '../../db/schema';
import type { Mailer } from '../../plugins/http/mailer';
import type { Clock } from '../../support/clock';
import { AFTER_CANCEL_URL } from '@cadence/shared-lib/contract';
import { paymentFailedMail } from '../billing/mails';
import type { InvoiceSnapshot, PaymentEvent, PaymentProvider, PaymentSnapshot, ProviderName, SubscriptionSnapshot } from './provider';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** What the service may do once the transaction committed. */
export interface WebhookEffects {
  payments?: PaymentProvider;
  mailer?: Mailer;
  publicUrl?: string;
  log?: (message: string, details: Record<string, unknown>) => void;
}

type AfterCommit = () => Promise<void>;

interface InvoiceTarget {
  user_id: number;
  subscription_id?: number | null;
  plan_id?: number | null;
  plan_duration_id?: number | null;
  addon_id?: number | null;
  addon_order_id?: number | null;
  /** One-off payments have no billing period. */
  periodic: boolean;
}

export class PaymentWebhookService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly effects: WebhookEffects = {},
  ) {}

  async handle(provider: ProviderName, event: PaymentEvent): Promise<WebhookOutcome> {
    const after: AfterCommit[] = [];
    const outcome = await this.db.transaction(async (tx): Promise<WebhookOutcome> => {
      const stored = await tx
        .insert(paymentEvents)
        .values({ provider, id: event.id, type: event.type, occurred_at: event.created, payload: event.payload, received_at: this.clock() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (stored.length === 0) return 'duplicate';
      if (event.payment) return this.applyPayment(tx, provider, event, event.payment);
      if (!event.subscription || !(await this.referencesExist(tx, event.subscription))) return 'ignored';
      const subscription = await this.applySubscription(tx, provider, event, event.subscription);
      if (event.invoice) {
        const s = event.subscription;
        await this.recordInvoice(tx, provider, event, event.invoice, {
          user_id: s.user_id,
          subscription_id: subscription.id,
          plan_id: s.plan_id,
          plan_duration_id: s.plan_duration_id,
          periodic: true,
        });
      }
      if (event.type === 'checkout.completed' && event.checkout_session_id) {
        const replaced = await this.completeCheckout(tx, provider, event, event.subscription.user_id);
        if (replaced) after.push(await this.replace(tx, provider, replaced, subscription));
      }
      if (event.type === 'invoice.payment_failed' && subscription.status === 'past_due' && subscription.provider_event_at?.getTime() === event.created.getTime()) {
        const mail = await this.paymentFailedMail(tx, subscription);
        if (mail) after.push(mail);
      }
      return 'applied';
    });
    for (const run of after) {
      await run().catch((error: unknown) =>
        this.effects.log?.('payment webhook follow-up failed', { event: event.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
    return outcome;
  }

  /** An event about a deleted user or plan is kept (stored above) but changes nothing. */
  private async referencesExist(tx: Transaction, s: SubscriptionSnapshot): Promise<boolean> {
    const [row] = await tx
      .select({ user: users.id })
      .from(users)
      .innerJoin(plans, eq(plans.id, s.plan_id))
      .innerJoin(planDurations, and(eq(planDurations.id, s.plan_duration_id), eq(planDurations.plan_id, plans.id)))
      .where(eq(users.id, s.user_id))
      .limit(1);
    return row !== undefined;
  }

  private async applySubscription(tx: Transaction, provider: ProviderName, event: PaymentEvent, s: SubscriptionSnapshot): Promise<SubscriptionRow> {
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
      // A paid plan replaces whatever the user had (the free plan, a trial, or the plan it upgrades), as choosing a plan does.
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', updated_at: now })
        .where(and(eq(subscriptions.user_id, s.user_id), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])));
    }
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...snapshot, provider, provider_subscription_id: s.id, created_at: now })
      .returning();
    if (!row) throw new Error('subscription insert returned no row');
    return row;
  }

  /** One invoice per provider invoice id; 'paid' is final, so a late failure never reopens it. */
  private async recordInvoice(tx: Transaction, provider: ProviderName, event: PaymentEvent, invoice: InvoiceSnapshot, target: InvoiceTarget): Promise<void> {
    const status = event.type === 'invoice.paid' || event.type === 'payment.completed' ? 'paid' : invoice.status;
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
    const { periodic, ...refs } = target;
    await tx.insert(invoices).values({
      ...refs,
      number,
      provider,
      provider_invoice_id: invoice.id,
      description: invoice.description,
      amount: invoice.amount,
      tax: invoice.tax,
      currency: invoice.currency,
      status,
      issued_at: event.created,
      period_start: periodic ? invoice.period_start : null,
      period_end: periodic ? invoice.period_end : null,
      created_at: this.clock(),
      updated_at: this.clock(),
    });
  }

  /** Completes the app's checkout record; answers the subscription it replaces (an upgrade), if any. */
  private async completeCheckout(tx: Transaction, provider: ProviderName, event: PaymentEvent, userId: number): Promise<number | null> {
    const [session] = await tx
      .update(checkoutSessions)
      .set({ status: 'complete', completed_at: event.created, updated_at: this.clock() })
      .where(
        and(
          eq(checkoutSessions.id, event.checkout_session_id ?? ''),
          eq(checkoutSessions.provider, provider),
          eq(checkoutSessions.user_id, userId),
          ne(checkoutSessions.status, 'complete'),
        ),
      )
      .returning();
    return session?.replaces_subscription_id ?? null;
  }

  /** Upgrade: the replaced subscription ends now here, and at the provider once committed. */
  private async replace(tx: Transaction, provider: ProviderName, replacedId: number, current: SubscriptionRow): Promise<AfterCommit> {
    const [old] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancel_at: this.clock(), updated_at: this.clock() })
      .where(and(eq(subscriptions.id, replacedId), eq(subscriptions.user_id, current.user_id), ne(subscriptions.id, current.id)))
      .returning();
    const providerId = old?.provider === provider ? old.provider_subscription_id : null;
    const payments = this.effects.payments;
    return async () => {
      if (providerId && payments) await payments.cancelSubscription(providerId, { atPeriodEnd: false });
    };
  }

  private async paymentFailedMail(tx: Transaction, subscription: SubscriptionRow): Promise<AfterCommit | undefined> {
    const { mailer, publicUrl } = this.effects;
    if (!mailer) return undefined;
    const [row] = await tx
      .select({ email: users.email, full_name: users.full_name, plan: plans.name })
      .from(users)
      .innerJoin(plans, eq(plans.id, subscription.plan_id))
      .where(eq(users.id, subscription.user_id))
      .limit(1);
    if (!row) return undefined;
    const message = paymentFailedMail(row, row.plan, `${publicUrl ?? ''}${AFTER_CANCEL_URL}`);
    return () => mailer.send(message);
  }

  /** A one-off charge for an add-on order: paid (once) or failed (unless already paid). */
  private async applyPayment(tx: Transaction, provider: ProviderName, event: PaymentEvent, p: PaymentSnapshot): Promise<WebhookOutcome> {
    const [found] = await tx
      .select({ order: addonOrders, kind: addons.kind })
      .from(addonOrders)
      .innerJoin(addons, eq(addons.id, addonOrders.addon_id))
      .where(and(eq(addonOrders.id, p.order_id), eq(addonOrders.user_id, p.user_id)))
      .for('update', { of: addonOrders });
    if (!found) return 'ignored';
    const { order, kind } = found;
    const now = this.clock();
    if (event.type === 'payment.completed') {
      if (order.payment_status !== 'paid') {
        await tx
          .update(addonOrders)
          .set({ payment_status: 'paid', paid_at: event.created, service_status: kind === 'service' ? 'pending' : null, updated_at: now })
          .where(eq(addonOrders.id, order.id));
      }
      await this.recordInvoice(tx, provider, event, p.invoice, { user_id: order.user_id, addon_id: order.addon_id, addon_order_id: order.id, periodic: false });
      if (event.checkout_session_id) await this.completeCheckout(tx, provider, event, order.user_id);
      return 'applied';
    }
    if (order.payment_status === 'pending') {
      await tx.update(addonOrders).set({ payment_status: 'failed', updated_at: now }).where(eq(addonOrders.id, order.id));
    }
    await tx
      .update(checkoutSessions)
      .set({ status: 'failed', updated_at: now })
      .where(and(eq(checkoutSessions.addon_order_id, order.id), eq(checkoutSessions.user_id, order.user_id), eq(checkoutSessions.status, 'open')));
    return 'applied';
  }
}
