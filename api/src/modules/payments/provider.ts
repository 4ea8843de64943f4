// The payment-provider boundary: what checkout and webhooks need from Stripe or the sandbox.
// Providers translate their own webhook payloads into the neutral PaymentEvent below, so the
// webhook service applies effects the same way whichever provider sent them.
import type { IncomingHttpHeaders } from 'node:http';
import type { PlanDurationRow, PlanRow, UserRow } from '../../db/schema';

export type ProviderName = 'sandbox' | 'stripe';

interface CheckoutBase {
  user: Pick<UserRow, 'id' | 'email' | 'full_name' | 'locale'>;
  /** May contain {CHECKOUT_SESSION_ID}, replaced with the session's id (Stripe's convention). */
  successUrl: string;
  cancelUrl: string;
}

/** A recurring plan: the provider creates and bills a subscription. */
export interface SubscriptionCheckoutRequest extends CheckoutBase {
  mode: 'subscription';
  plan: PlanRow;
  duration: PlanDurationRow;
}

/** A one-off charge (an add-on order); amount in cents. */
export interface PaymentCheckoutRequest extends CheckoutBase {
  mode: 'payment';
  order: { id: number; description: string; amount: number; currency: string };
}

export type CheckoutRequest = SubscriptionCheckoutRequest | PaymentCheckoutRequest;

export interface CreatedCheckout {
  id: string;
  url: string;
}

/** The provider's view of a subscription, carried whole by every event that touches it. */
export interface SubscriptionSnapshot {
  id: string;
  user_id: number;
  plan_id: number;
  plan_duration_id: number;
  status: 'active' | 'past_due' | 'cancelled';
  current_period_end: Date;
  cancel_at: Date | null;
}

export interface InvoiceSnapshot {
  id: string;
  amount: number;
  tax: number;
  currency: string;
  /** 'failed': a one-off payment that was declined (payment.failed). */
  status: 'paid' | 'open' | 'failed';
  description: string;
  period_start: Date;
  period_end: Date;
}

export type PaymentEventType =
  | 'checkout.completed'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'subscription.cancelled'
  | 'payment.completed'
  | 'payment.failed';

/** The subscription event types: their events always carry `subscription`. */
export const SUBSCRIPTION_EVENT_TYPES = ['checkout.completed', 'invoice.paid', 'invoice.payment_failed', 'subscription.cancelled'] as const;

/** A one-off payment for an app order (an add-on order id), with its charge. */
export interface PaymentSnapshot {
  order_id: number;
  user_id: number;
  invoice: InvoiceSnapshot;
}

export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** When the provider created the event: the order in which effects must hold. */
  created: Date;
  /** Required for the subscription event types (checkout.completed, invoice.*, subscription.cancelled). */
  subscription?: SubscriptionSnapshot;
  /** Required for payment.completed and payment.failed. */
  payment?: PaymentSnapshot;
  invoice?: InvoiceSnapshot;
  checkout_session_id?: string;
  /** The verified body, stored with the event. */
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * Verifies the signature on the raw body and parses it; throws WebhookRejected otherwise.
   * null: a verified event Cadence does not act on (Stripe sends many), answered 200 and ignored.
   * May be async: Stripe's events can name a subscription whose state must be fetched.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent | null | Promise<PaymentEvent | null>;
  /**
   * atPeriodEnd: the subscription stays active until its period ends (the provider reports
   * cancel_at now and subscription.cancelled then); otherwise it ends at once (an upgrade).
   * Cancelling an already cancelled subscription is a no-op.
   */
  cancelSubscription(providerSubscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void>;
}

export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}
