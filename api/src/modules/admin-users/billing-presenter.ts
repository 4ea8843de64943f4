// A user's billing as the admin users page shows it: the subscription in force, the past ones,
// invoices and add-on orders. Amounts stay in cents with a formatted price next to them.
import type { AdminBillingInvoice, AdminBillingOrder, AdminBillingSubscription, AdminUserBilling } from '@cadence/shared-lib/contract';
import type { InvoiceRow } from '../../db/schema';
import { priceFormat } from '../plans/presenter';
import type { OrderRecord, SubscriptionRecord } from './billing-repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const IN_FORCE = new Set(['active', 'trialing', 'past_due']);

function isInForce({ subscription }: SubscriptionRecord, now: Date): boolean {
  return IN_FORCE.has(subscription.status) && (subscription.ends_at === null || subscription.ends_at > now || subscription.status === 'past_due');
}

export function presentBillingSubscription({ subscription, plan, duration }: SubscriptionRecord, now: Date): AdminBillingSubscription {
  const renews = isInForce({ subscription, plan, duration }, now) && subscription.status !== 'past_due' && !subscription.cancel_at && subscription.ends_at;
  return {
    id: subscription.id,
    plan,
    status: subscription.status,
    started_at: subscription.created_at.toISOString(),
    renews_on: renews && subscription.ends_at ? subscription.ends_at.toISOString().slice(0, 10) : null,
    ends_at: iso(subscription.ends_at),
    cancel_at: iso(subscription.cancel_at),
    trial_ends_at: iso(subscription.trial_ends_at),
    price_format: duration ? priceFormat(duration.price, duration.currency) : null,
    duration: duration?.duration ?? null,
    provider: subscription.provider,
  };
}

export function presentBillingInvoice(row: InvoiceRow): AdminBillingInvoice {
  return {
    id: row.id,
    number: row.number,
    issued_at: row.issued_at.toISOString(),
    description: row.description,
    amount: row.amount,
    tax: row.tax,
    currency: row.currency,
    price_format: priceFormat(row.amount, row.currency),
    status: row.status,
  };
}

export function presentBillingOrder({ order, addon }: OrderRecord): AdminBillingOrder {
  return {
    id: order.id,
    addon,
    payment_status: order.payment_status,
    service_status: order.service_status,
    amount: order.amount,
    currency: order.currency,
    price_format: priceFormat(order.amount, order.currency),
    paid_at: iso(order.paid_at),
    created_at: order.created_at.toISOString(),
  };
}

/** `subscriptions` newest first: the newest in force is current, every other one is history. */
export function presentUserBilling(subscriptions: SubscriptionRecord[], invoices: InvoiceRow[], orders: OrderRecord[], now: Date): AdminUserBilling {
  const current = subscriptions.find((record) => isInForce(record, now));
  return {
    subscription: current ? presentBillingSubscription(current, now) : null,
    history: subscriptions.filter((record) => record !== current).map((record) => presentBillingSubscription(record, now)),
    invoices: invoices.map(presentBillingInvoice),
    orders: orders.map(presentBillingOrder),
  };
}
