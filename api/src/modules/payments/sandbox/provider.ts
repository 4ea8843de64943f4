// The sandbox provider: an offline stand-in for Stripe. It keeps its own sessions and
// subscriptions (as a real provider would on its side), serves a hosted page (sandbox/routes.ts),
// renews subscriptions (renewals.ts) and reports outcomes to the app only through signed
// webhooks, like the real thing, through an outbox that retries (deliveries.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxSessions, sandboxSubscriptions, type SandboxSessionRow, type SandboxSubscriptionRow } from '../../../db/schema';
import type { Clock } from '../../../support/clock';
import { addInterval } from '../billing-period';
import { parseEventBody, type EventWire } from '../event-schema';
import type { CheckoutRequest, CreatedCheckout, PaymentEventType, PaymentProvider } from '../provider';
import { verifySignature, SIGNATURE_HEADER } from '../webhook-signature';
import { SandboxDeliveries, type WebhookDelivery } from './deliveries';
import { normaliseCardNumber } from './card';
import { renewalFails } from './test-cards';

export type { WebhookDelivery } from './deliveries';

export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const newSandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(16).toString('hex')}`;
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface SandboxOptions {
  db: Database;
  clock: Clock;
  secret: string;
  publicUrl: string;
  deliver: WebhookDelivery;
  log: (message: string, details: Record<string, unknown>) => void;
}

type InvoiceWire = NonNullable<EventWire['data']['invoice']>;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly deliveries: SandboxDeliveries;

  constructor(private readonly options: SandboxOptions) {
    this.deliveries = new SandboxDeliveries(options.db, options.clock, options.secret, options.deliver, options.log);
  }

  get db(): Database {
    return this.options.db;
  }

  get clock(): Clock {
    return this.options.clock;
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const id = newSandboxId('cs');
    const now = this.options.clock();
    const common = {
      id,
      user_id: request.user.id,
      locale: request.user.locale,
      success_url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: request.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
      created_at: now,
      updated_at: now,
    };
    if (request.mode === 'subscription') {
      const { plan, duration } = request;
      await this.options.db.insert(sandboxSessions).values({
        ...common,
        mode: 'subscription',
        plan_id: plan.id,
        plan_duration_id: duration.id,
        description: `${plan.name} (${duration.label})`,
        interval: duration.duration,
        amount: duration.price,
        currency: duration.currency,
      });
    } else {
      const { order } = request;
      await this.options.db.insert(sandboxSessions).values({
        ...common,
        mode: 'payment',
        reference: String(order.id),
        description: order.description,
        amount: order.amount,
        currency: order.currency,
      });
    }
    return { id, url: `${this.options.publicUrl}${SANDBOX_CHECKOUT_PATH}/${id}` };
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders) {
    verifySignature(this.options.secret, rawBody, headers[SIGNATURE_HEADER], this.options.clock());
    return parseEventBody(rawBody);
  }

  async cancelSubscription(providerSubscriptionId: string, { atPeriodEnd }: { atPeriodEnd: boolean }): Promise<void> {
    const now = this.options.clock();
    const [row] = await this.options.db
      .update(sandboxSubscriptions)
      .set(atPeriodEnd ? { cancel_at: sandboxSubscriptions.current_period_end, updated_at: now } : { status: 'cancelled', cancel_at: now, updated_at: now })
      .where(and(eq(sandboxSubscriptions.id, providerSubscriptionId), ne(sandboxSubscriptions.status, 'cancelled')))
      .returning();
    // Like Stripe's subscription update: the snapshot tells the app when access ends (still active until then).
    if (row) await this.emitSubscription('subscription.cancelled', row);
  }

  /** An open session that has not expired, for the hosted page. */
  async findSession(id: string): Promise<SandboxSessionRow | undefined> {
    const [row] = await this.options.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).limit(1);
    return row;
  }

  isExpired(session: SandboxSessionRow): boolean {
    return session.status !== 'complete' && session.expires_at.getTime() <= this.options.clock().getTime();
  }

  async setStatus(id: string, status: 'open' | 'awaiting_confirmation'): Promise<void> {
    await this.options.db
      .update(sandboxSessions)
      .set({ status, updated_at: this.options.clock() })
      .where(and(eq(sandboxSessions.id, id), inArray(sandboxSessions.status, ['open', 'awaiting_confirmation'])));
  }

  /**
   * The card was charged (cardNumber: the card on file for renewals, unknown after the confirmation step): the session completes once (a double submit finds it complete). A
   * subscription starts (checkout.completed then invoice.paid), or a one-off payment is reported
   * (payment.completed).
   */
  async complete(session: SandboxSessionRow, cardNumber?: string): Promise<void> {
    if (session.mode === 'payment') return this.completePayment(session);
    const { plan_id, plan_duration_id, interval } = session;
    if (plan_id === null || plan_duration_id === null || interval === null) throw new Error(`sandbox session ${session.id} is not a subscription`);
    const now = this.options.clock();
    const card = cardNumber === undefined ? null : normaliseCardNumber(cardNumber);
    const subscription = await this.options.db.transaction(async (tx) => {
      const subscriptionId = newSandboxId('sub');
      const [claimed] = await tx
        .update(sandboxSessions)
        .set({ status: 'complete', subscription_id: subscriptionId, updated_at: now })
        .where(and(eq(sandboxSessions.id, session.id), inArray(sandboxSessions.status, ['open', 'awaiting_confirmation'])))
        .returning();
      if (!claimed) return undefined;
      const [row] = await tx
        .insert(sandboxSubscriptions)
        .values({
          id: subscriptionId,
          user_id: session.user_id,
          plan_id,
          plan_duration_id,
          status: 'active',
          current_period_end: addInterval(now, interval),
          card_last4: card ? card.slice(-4) : null,
          renewal_fails: card ? renewalFails(card) : false,
          created_at: now,
          updated_at: now,
        })
        .returning();
      return row;
    });
    if (!subscription) return;
    await this.emitSubscription('checkout.completed', subscription, { checkout_session_id: session.id });
    await this.emitSubscription('invoice.paid', subscription, {
      invoice: {
        id: newSandboxId('in'),
        amount: session.amount,
        tax: 0,
        currency: session.currency,
        status: 'paid',
        description: session.description,
        period_start: unixSeconds(now),
        period_end: unixSeconds(subscription.current_period_end),
      },
    });
  }

  /** The card was declined: a one-off payment reports payment.failed; a subscription simply does not start. */
  async decline(session: SandboxSessionRow): Promise<void> {
    if (session.mode !== 'payment') return;
    await this.emitPayment('payment.failed', session, 'failed');
  }

  private async completePayment(session: SandboxSessionRow): Promise<void> {
    const [claimed] = await this.options.db
      .update(sandboxSessions)
      .set({ status: 'complete', updated_at: this.options.clock() })
      .where(and(eq(sandboxSessions.id, session.id), inArray(sandboxSessions.status, ['open', 'awaiting_confirmation'])))
      .returning();
    if (claimed) await this.emitPayment('payment.completed', session, 'paid');
  }

  private async emitPayment(type: 'payment.completed' | 'payment.failed', session: SandboxSessionRow, status: 'paid' | 'failed'): Promise<void> {
    const orderId = Number(session.reference);
    if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new Error(`sandbox session ${session.id} has no order reference`);
    const now = unixSeconds(this.options.clock());
    await this.emit(type, {
      checkout_session_id: session.id,
      payment: {
        order_id: orderId,
        user_id: session.user_id,
        invoice: {
          id: `in_sandbox_${session.id}`,
          amount: session.amount,
          tax: 0,
          currency: session.currency,
          status,
          description: session.description,
          period_start: now,
          period_end: now,
        },
      },
    });
  }

  async emitSubscription(type: PaymentEventType, subscription: SandboxSubscriptionRow, extra: { checkout_session_id?: string; invoice?: InvoiceWire } = {}): Promise<void> {
    await this.emit(type, {
      subscription: {
        id: subscription.id,
        user_id: subscription.user_id,
        plan_id: subscription.plan_id,
        plan_duration_id: subscription.plan_duration_id,
        status: subscription.status,
        current_period_end: unixSeconds(subscription.current_period_end),
        cancel_at: subscription.cancel_at ? unixSeconds(subscription.cancel_at) : null,
      },
      ...extra,
    });
  }

  private async emit(type: PaymentEventType, data: EventWire['data']): Promise<void> {
    const event: EventWire = { id: newSandboxId('evt'), type, created: unixSeconds(this.options.clock()), data };
    await this.deliveries.send(event.id, JSON.stringify(event));
  }
}
