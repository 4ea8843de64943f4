// Stripe objects → the neutral snapshots the webhook service applies. Pure functions: each
// returns null for an object Cadence did not create (no metadata of ours), which is ignored.
import type Stripe from 'stripe';
import { z } from 'zod';
import type { InvoiceSnapshot, PaymentSnapshot, SubscriptionSnapshot } from '../provider';

const id = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number);
const SubscriptionMetadata = z.object({ user_id: id, plan_id: id, plan_duration_id: id, description: z.string().min(1).max(500).optional() });
const PaymentMetadata = z.object({ user_id: id, order_id: id, description: z.string().min(1).max(500).optional() });

const toDate = (seconds: number) => new Date(seconds * 1000);
const objectId = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Stripe's statuses folded into Cadence's three: in force, not paid, or over. */
function neutralStatus(status: Stripe.Subscription.Status): SubscriptionSnapshot['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      // past_due, unpaid, incomplete, paused: the subscription exists but is not paid for.
      return 'past_due';
  }
}

/** Since API 2025-03-31 the billing period lives on the items; the subscription ends with its last one. */
function periodEnd(subscription: Stripe.Subscription): number {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length > 0 ? Math.max(...ends) : (subscription.ended_at ?? subscription.created);
}

export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
  const metadata = SubscriptionMetadata.safeParse(subscription.metadata);
  if (!metadata.success) return null;
  const status = neutralStatus(subscription.status);
  const end = status === 'cancelled' && subscription.ended_at !== null ? subscription.ended_at : periodEnd(subscription);
  const cancelAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd(subscription) : null);
  return {
    id: subscription.id,
    user_id: metadata.data.user_id,
    plan_id: metadata.data.plan_id,
    plan_duration_id: metadata.data.plan_duration_id,
    status,
    current_period_end: toDate(end),
    cancel_at: status === 'cancelled' ? null : cancelAt === null ? null : toDate(cancelAt),
  };
}

/** The id of the subscription that billed this invoice, if a subscription did. */
export const invoiceSubscriptionId = (invoice: Stripe.Invoice): string | undefined => objectId(invoice.parent?.subscription_details?.subscription);

/** Cadence keeps amounts before tax and the tax beside them, in cents, currency upper case. */
export function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot | null {
  if (!invoice.id) return null;
  const tax = (invoice.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0);
  const line = invoice.lines.data[0];
  const description = SubscriptionMetadata.shape.description.safeParse(invoice.parent?.subscription_details?.metadata?.description).data;
  return {
    id: invoice.id,
    amount: invoice.total - tax,
    tax,
    currency: invoice.currency.toUpperCase(),
    status: invoice.status === 'paid' ? 'paid' : 'open',
    description: description ?? line?.description ?? 'Subscription',
    period_start: toDate(line?.period.start ?? invoice.period_start),
    period_end: toDate(line?.period.end ?? invoice.period_end),
  };
}

/** A one-off Checkout payment (an add-on order) and its charge, recorded as an invoice. */
export function paymentSnapshot(session: Stripe.Checkout.Session, status: 'paid' | 'failed', at: number): PaymentSnapshot | null {
  const metadata = PaymentMetadata.safeParse(session.metadata);
  if (!metadata.success || session.mode !== 'payment' || session.amount_total === null || session.currency === null) return null;
  const tax = session.total_details?.amount_tax ?? 0;
  return {
    order_id: metadata.data.order_id,
    user_id: metadata.data.user_id,
    invoice: {
      // One charge per session: the payment intent when there is one, else the session itself.
      id: objectId(session.payment_intent) ?? session.id,
      amount: session.amount_total - tax,
      tax,
      currency: session.currency.toUpperCase(),
      status,
      description: metadata.data.description ?? 'Add-on',
      period_start: toDate(at),
      period_end: toDate(at),
    },
  };
}

export const sessionSubscriptionId = (session: Stripe.Checkout.Session): string | undefined => objectId(session.subscription);
