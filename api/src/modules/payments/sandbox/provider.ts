// The sandbox provider: an offline stand-in for Stripe. It keeps its own sessions and
// subscriptions (as a real provider would on its side), serves a hosted page (sandbox/routes.ts),
// and reports outcomes to the app only through signed webhooks, like the real thing.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxSessions, sandboxSubscriptions, type SandboxSessionRow, type SandboxSubscriptionRow } from '../../../db/schema';
import type { Clock } from '../../../support/clock';
import { addInterval } from '../billing-period';
import { parseEventBody, type EventWire } from '../event-schema';
import type { CheckoutRequest, CreatedCheckout, PaymentEventType, PaymentProvider } from '../provider';
import { signatureHeader, SIGNATURE_HEADER, verifySignature } from '../webhook-signature';

/** Sends a signed webhook to the app; resolves with the HTTP status it answered. */
export type WebhookDelivery = (rawBody: Buffer, headers: Record<string, string>) => Promise<number>;

export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(16).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface SandboxOptions {
  db: Database;
  clock: Clock;
  secret: string;
  publicUrl: string;
  deliver: WebhookDelivery;
  log: (message: string, details: Record<string, unknown>) => void;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: SandboxOptions) {}

  async createCheckout({ user, plan, duration, successUrl, cancelUrl }: CheckoutRequest): Promise<CreatedCheckout> {
    const id = newId('cs');
    const now = this.options.clock();
    await this.options.db.insert(sandboxSessions).values({
      id,
      user_id: user.id,
      locale: user.locale,
      plan_id: plan.id,
      plan_duration_id: duration.id,
      description: `${plan.name} (${duration.label})`,
      interval: duration.duration,
      amount: duration.price,
      currency: duration.currency,
      success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
      created_at: now,
      updated_at: now,
    });
    return { id, url: `${this.options.publicUrl}${SANDBOX_CHECKOUT_PATH}/${id}` };
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders) {
    verifySignature(this.options.secret, rawBody, headers[SIGNATURE_HEADER], this.options.clock());
    return parseEventBody(rawBody);
  }

  async cancelSubscription(providerSubscriptionId: string): Promise<void> {
    const [row] = await this.options.db
      .update(sandboxSubscriptions)
      .set({ cancel_at: sandboxSubscriptions.current_period_end, updated_at: this.options.clock() })
      .where(and(eq(sandboxSubscriptions.id, providerSubscriptionId), eq(sandboxSubscriptions.status, 'active')))
      .returning();
    if (row) await this.emit('subscription.cancelled', row);
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
   * The card was charged: the session completes once (a double submit finds it complete), a
   * subscription starts, and checkout.completed then invoice.paid are delivered to the app.
   */
  async complete(session: SandboxSessionRow): Promise<void> {
    const { plan_id, plan_duration_id, interval } = session;
    if (plan_id === null || plan_duration_id === null || interval === null) throw new Error(`sandbox session ${session.id} is not a subscription`);
    const now = this.options.clock();
    const subscription = await this.options.db.transaction(async (tx) => {
      const subscriptionId = newId('sub');
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
          created_at: now,
          updated_at: now,
        })
        .returning();
      return row;
    });
    if (!subscription) return;
    await this.emit('checkout.completed', subscription, { checkout_session_id: session.id });
    await this.emit('invoice.paid', subscription, {
      invoice: {
        id: newId('in'),
        amount: session.amount,
        tax: 0,
        currency: session.currency,
        status: 'paid',
        description: session.description,
        period_start: seconds(now),
        period_end: seconds(subscription.current_period_end),
      },
    });
  }

  private async emit(type: PaymentEventType, subscription: SandboxSubscriptionRow, extra: Omit<EventWire['data'], 'subscription'> = {}): Promise<void> {
    const now = this.options.clock();
    const event: EventWire = {
      id: newId('evt'),
      type,
      created: seconds(now),
      data: {
        subscription: {
          id: subscription.id,
          user_id: subscription.user_id,
          plan_id: subscription.plan_id,
          plan_duration_id: subscription.plan_duration_id,
          status: subscription.status,
          current_period_end: seconds(subscription.current_period_end),
          cancel_at: subscription.cancel_at ? seconds(subscription.cancel_at) : null,
        },
        ...extra,
      },
    };
    const rawBody = Buffer.from(JSON.stringify(event));
    const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(this.options.secret, rawBody, seconds(now)) };
    try {
      const status = await this.options.deliver(rawBody, headers);
      if (status >= 300) this.options.log('sandbox webhook refused', { event: event.id, type, status });
    } catch (error) {
      // A real provider retries later; the success page keeps waiting meanwhile.
      this.options.log('sandbox webhook delivery failed', { event: event.id, type, error: (error as Error).message });
    }
  }
}
