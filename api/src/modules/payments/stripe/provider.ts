// The Stripe provider: Checkout Sessions for plans and add-ons, Stripe-signed webhooks translated
// into neutral events, and cancellation through the subscriptions API.
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { serverMessages as m } from '@cadence/shared-lib/contract';
import type { Clock } from '../../../support/clock';
import { WebhookRejected, type CheckoutRequest, type CreatedCheckout, type PaymentEvent, type PaymentProvider } from '../provider';
import { checkoutSessionParams } from './checkout-params';
import { translateStripeEvent } from './translate';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Stripe's own default: a signed body older than this is a replay. */
const TOLERANCE_SECONDS = 300;

/** Subscriptions Stripe will never bill again: cancelling them is a no-op. */
const ENDED: ReadonlySet<Stripe.Subscription.Status> = new Set(['canceled', 'incomplete_expired']);

export interface StripeProviderOptions {
  client: Stripe;
  webhookSecret: string;
  clock: Clock;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly options: StripeProviderOptions) {}

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const session = await this.options.client.checkout.sessions.create(checkoutSessionParams(request));
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent | null> {
    const header = headers[STRIPE_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new WebhookRejected(m.invalidWebhookSignature);
    let event: Stripe.Event;
    try {
      // receivedAt in milliseconds: the app's clock, so the tolerance follows it as the sandbox's does.
      event = this.options.client.webhooks.constructEvent(rawBody, header, this.options.webhookSecret, TOLERANCE_SECONDS, undefined, this.options.clock().getTime());
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw new WebhookRejected(m.invalidWebhookPayload);
      throw new WebhookRejected(/tolerance/i.test(error.message) ? m.staleWebhook : m.invalidWebhookSignature);
    }
    return translateStripeEvent(event, (id) => this.options.client.subscriptions.retrieve(id), event);
  }

  async cancelSubscription(providerSubscriptionId: string, { atPeriodEnd }: { atPeriodEnd: boolean }): Promise<void> {
    const { subscriptions } = this.options.client;
    // Read first: Stripe refuses to update or cancel a subscription that has already ended.
    const current = await subscriptions.retrieve(providerSubscriptionId);
    if (ENDED.has(current.status)) return;
    if (!atPeriodEnd) {
      await subscriptions.cancel(providerSubscriptionId);
    } else if (!current.cancel_at_period_end) {
      await subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    }
  }
}
