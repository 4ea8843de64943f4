// Stripe-shaped objects (API 2026-10-28: billing periods on subscription items, invoice.parent,
// total_taxes), holding the fields Cadence reads plus the ones that identify them (`object`, ids).
import { randomBytes } from 'node:crypto';
import { addInterval } from '../../../src/modules/payments/billing-period';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export interface LineItem {
  name: string;
  currency: string;
  unit_amount: number;
  interval: 'month' | 'year' | null;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  subscription: string | null;
  payment_intent: string | null;
  invoice: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not Stripe's: what the fake needs to start the subscription (kept out of the JSON). */
  line: LineItem;
  subscriptionMetadata: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled';
  customer: string;
  currency: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      subscription: string;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      price: { id: string; object: 'price'; currency: string; unit_amount: number; recurring: { interval: string; interval_count: 1 }; product: string };
    }>;
    has_more: false;
    url: string;
  };
  livemode: false;
}

export function checkoutSession(base: string, now: Date, fields: Omit<FakeSession, 'id' | 'object' | 'status' | 'payment_status' | 'url' | 'subscription' | 'payment_intent' | 'invoice' | 'created' | 'expires_at' | 'livemode' | 'amount_subtotal' | 'amount_total' | 'total_details' | 'currency' | 'customer'>): FakeSession {
  const id = `cs_test_${randomBytes(24).toString('hex')}`;
  return {
    ...fields,
    id,
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    url: `${base}/c/pay/${id}`,
    customer: null,
    currency: fields.line.currency,
    amount_subtotal: fields.line.unit_amount,
    amount_total: fields.line.unit_amount,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    subscription: null,
    payment_intent: null,
    invoice: null,
    created: unix(now),
    expires_at: unix(now) + 24 * 3600,
    livemode: false,
  };
}

export function subscription(session: FakeSession, now: Date): FakeSubscription {
  const id = newId('sub');
  const interval = session.line.interval ?? 'month';
  return {
    id,
    object: 'subscription',
    status: 'active',
    customer: session.customer ?? newId('cus'),
    currency: session.currency,
    metadata: session.subscriptionMetadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: unix(now),
    start_date: unix(now),
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          subscription: id,
          quantity: 1,
          current_period_start: unix(now),
          current_period_end: unix(addInterval(now, interval)),
          price: { id: newId('price'), object: 'price', currency: session.currency, unit_amount: session.line.unit_amount, recurring: { interval, interval_count: 1 }, product: newId('prod') },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    livemode: false,
  };
}

/** The invoice a subscription's period produced, paid or not. */
export function invoice(sub: FakeSubscription, session: FakeSession, status: 'paid' | 'open', now: Date) {
  const item = sub.items.data[0];
  const amount = item?.price.unit_amount ?? 0;
  const money = `${(amount / 100).toFixed(2)} ${sub.currency.toUpperCase()}`;
  return {
    id: newId('in'),
    object: 'invoice' as const,
    status,
    customer: sub.customer,
    currency: sub.currency,
    subtotal: amount,
    total: amount,
    total_taxes: [] as Array<{ amount: number }>,
    amount_due: amount,
    amount_paid: status === 'paid' ? amount : 0,
    amount_remaining: status === 'paid' ? 0 : amount,
    billing_reason: 'subscription_create',
    period_start: item?.current_period_start ?? unix(now),
    period_end: item?.current_period_end ?? unix(now),
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    lines: {
      object: 'list' as const,
      data: [
        {
          id: newId('il'),
          object: 'line_item' as const,
          amount,
          currency: sub.currency,
          description: `1 × ${session.line.name} (at ${money} / ${session.line.interval ?? 'month'})`,
          period: { start: item?.current_period_start ?? unix(now), end: item?.current_period_end ?? unix(now) },
          metadata: {},
        },
      ],
      has_more: false,
      url: '/v1/invoices/lines',
    },
    created: unix(now),
    livemode: false,
  };
}

/** Stripe's event envelope. */
export function event(type: string, object: object, now: Date, previousAttributes?: object) {
  return {
    id: newId('evt'),
    object: 'event' as const,
    api_version: '2026-10-28.endive',
    created: unix(now),
    type,
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** A session as the API returns it: without the fake's private bookkeeping. */
export function publicSession({ line: _line, subscriptionMetadata: _sm, ...session }: FakeSession) {
  return session;
}
