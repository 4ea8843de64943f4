// Billing answers as the API sends them (contract shapes), for component tests.
import { makeUser } from '@cadence/shared-lib/testing';
import type { User } from '@cadence/shared-lib';

type SubscribedTo = NonNullable<User['subscribed_to']>;

export function subscriber(overrides: Partial<SubscribedTo> = {}, user: Partial<User> = {}): User {
  return makeUser({
    subscribed_to: {
      plan: { id: 2, name: 'Pro', free: false, default: false },
      renews_on: '2026-07-15',
      trial_days_left: null,
      duration: { price_format: '$49.00', duration: 'month' },
      status: 'active',
      cancels_on: null,
      ...overrides,
    },
    ...user,
  });
}

export function featureLine(key: string, name: string, is_active: boolean) {
  return { key, name, icon: null, in_plan: is_active, is_active, value: null, source: is_active ? 'plan' : null };
}

export const FEATURES = [featureLine('brainstorm', 'Ideas Generator', true), featureLine('insights', 'Instagram Insights', false)];

export function invoiceSummary(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    number: `INV-2026-${String(id).padStart(4, '0')}`,
    issued_at: '2026-03-05T10:00:00.000Z',
    description: 'Pro · Monthly',
    kind: 'plan',
    period_start: '2026-03-05T10:00:00.000Z',
    period_end: '2026-04-05T10:00:00.000Z',
    amount: 4900,
    tax: 980,
    total: 5880,
    currency: 'usd',
    price_format: '$58.80',
    status: 'paid',
    ...overrides,
  };
}

export function invoiceDetail(id: number) {
  return {
    ...invoiceSummary(id),
    amount_format: '$49.00',
    tax_format: '$9.80',
    seller: { name: 'Cadence', email: 'billing@cadence.test' },
    buyer: { name: 'Demo User', email: 'demo@example.com' },
  };
}

export function addon(id: number, name: string, kind: 'service' | 'feature', owned = false) {
  return {
    id,
    name,
    desc: `${name} description`,
    kind,
    feature_key: kind === 'feature' ? 'video-creator' : null,
    price: 9900,
    currency: 'usd',
    price_format: '$99.00',
    owned,
  };
}

export function order(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    addon_id: id,
    addon_name: name,
    kind: 'service',
    feature_key: null,
    payment_status: 'paid',
    service_status: 'pending',
    brief: null,
    customer_note: null,
    amount: 9900,
    currency: 'usd',
    price_format: '$99.00',
    created_at: '2026-03-01T10:00:00.000Z',
    paid_at: '2026-03-01T10:01:00.000Z',
    ...overrides,
  };
}

export function checkoutSession(status: 'open' | 'complete' | 'failed', overrides: Record<string, unknown> = {}) {
  return {
    session: {
      id: 'cs_test_1',
      status,
      kind: 'plan',
      plan_id: 2,
      plan_duration_id: 21,
      addon_order_id: null,
      completed_at: status === 'complete' ? '2026-03-05T10:00:00.000Z' : null,
      ...overrides,
    },
  };
}
