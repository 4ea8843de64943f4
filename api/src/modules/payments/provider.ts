// The payment-provider boundary: what checkout and webhooks need from Stripe or the sandbox.
// Providers translate their own webhook payloads into the neutral PaymentEvent below, so the
// webhook service applies effects the same way whichever provider sent them.
import type { IncomingHttpHeaders } from 'node:http';
import type { PlanDurationRow, PlanRow, UserRow } from '../../db/schema';

export type ProviderName = 'sandbox';

export interface CheckoutRequest {
  user: Pick<UserRow, 'id' | 'email' | 'full_name' | 'locale'>;
  plan: PlanRow;
  duration: PlanDurationRow;
  /** May contain {CHECKOUT_SESSION_ID}, replaced with the session's id (Stripe's convention). */
  successUrl: string;
  cancelUrl: string;
}

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
  status: 'paid' | 'open';
  description: string;
  period_start: Date;
  period_end: Date;
}

export type PaymentEventType = 'checkout.completed' | 'invoice.paid' | 'invoice.payment_failed' | 'subscription.cancelled';

export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** When the provider created the event: the order in which effects must hold. */
  created: Date;
  subscription: SubscriptionSnapshot;
  invoice?: InvoiceSnapshot;
  checkout_session_id?: string;
  /** The verified body, stored with the event. */
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Verifies the signature on the raw body and parses it; throws WebhookRejected otherwise. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
  /** Cancels at the end of the paid period; the provider then sends subscription.cancelled. */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
}

export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}
