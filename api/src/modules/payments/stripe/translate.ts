// Stripe events → Cadence's neutral PaymentEvent. Only the events below change anything in
// Cadence; every other type (Stripe sends many) translates to null and is answered 200 and
// ignored, so Stripe does not retry it. Events that only name their subscription get its
// current state from Stripe (`retrieveSubscription`), as Stripe recommends.
import type Stripe from 'stripe';
import type { PaymentEvent, PaymentEventType, SubscriptionSnapshot } from '../provider';
import { invoiceSnapshot, invoiceSubscriptionId, paymentSnapshot, sessionSubscriptionId, subscriptionSnapshot } from './snapshots';

export type RetrieveSubscription = (id: string) => Promise<Stripe.Subscription>;

type Translated = Omit<PaymentEvent, 'id' | 'created' | 'payload'>;

async function fetchSnapshot(id: string | undefined, retrieve: RetrieveSubscription): Promise<SubscriptionSnapshot | null> {
  return id ? subscriptionSnapshot(await retrieve(id)) : null;
}

async function sessionCompleted(session: Stripe.Checkout.Session, at: number, retrieve: RetrieveSubscription): Promise<Translated | null> {
  if (session.mode === 'subscription') {
    const subscription = await fetchSnapshot(sessionSubscriptionId(session), retrieve);
    return subscription ? { type: 'checkout.completed', subscription, checkout_session_id: session.id } : null;
  }
  // 'unpaid': a delayed payment method; checkout.session.async_payment_succeeded/failed follows.
  if (session.payment_status !== 'paid') return null;
  return paymentEvent('payment.completed', session, at);
}

function paymentEvent(type: Extract<PaymentEventType, 'payment.completed' | 'payment.failed'>, session: Stripe.Checkout.Session, at: number): Translated | null {
  const payment = paymentSnapshot(session, type === 'payment.completed' ? 'paid' : 'failed', at);
  return payment ? { type, payment, checkout_session_id: session.id } : null;
}

async function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', invoice: Stripe.Invoice, retrieve: RetrieveSubscription): Promise<Translated | null> {
  const snapshot = invoiceSnapshot(invoice);
  const subscription = await fetchSnapshot(invoiceSubscriptionId(invoice), retrieve);
  return snapshot && subscription ? { type, subscription, invoice: snapshot } : null;
}

/** A cancellation scheduled (or withdrawn) in this update: the same news the sandbox sends on cancel. */
function subscriptionUpdated(subscription: Stripe.Subscription, previous: Partial<Stripe.Subscription> | undefined): Translated | null {
  const changed = previous !== undefined && ('cancel_at_period_end' in previous || 'cancel_at' in previous);
  const snapshot = subscriptionSnapshot(subscription);
  if (!changed || !snapshot || snapshot.cancel_at === null) return null;
  return { type: 'subscription.cancelled', subscription: snapshot };
}

async function translate(event: Stripe.Event, retrieve: RetrieveSubscription): Promise<Translated | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      return sessionCompleted(event.data.object, event.created, retrieve);
    case 'checkout.session.async_payment_succeeded':
      return event.data.object.mode === 'payment' ? paymentEvent('payment.completed', event.data.object, event.created) : null;
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return event.data.object.mode === 'payment' ? paymentEvent('payment.failed', event.data.object, event.created) : null;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(event.type, event.data.object, retrieve);
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSnapshot(event.data.object);
      return subscription ? { type: 'subscription.cancelled', subscription } : null;
    }
    case 'customer.subscription.updated':
      return subscriptionUpdated(event.data.object, event.data.previous_attributes);
    default:
      return null;
  }
}

export async function translateStripeEvent(event: Stripe.Event, retrieve: RetrieveSubscription, payload: unknown): Promise<PaymentEvent | null> {
  const translated = await translate(event, retrieve);
  return translated ? { ...translated, id: event.id, created: new Date(event.created * 1000), payload } : null;
}
