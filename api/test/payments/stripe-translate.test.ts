// Unit tests of the Stripe translation: checkout parameters out, Stripe events in.
import type Stripe from 'stripe';
import { loadConfig, ConfigError } from '../../src/config';
import type { PlanDurationRow, PlanRow } from '../../src/db/schema';
import { checkoutSessionParams } from '../../src/modules/payments/stripe/checkout-params';
import { invoiceSnapshot, subscriptionSnapshot } from '../../src/modules/payments/stripe/snapshots';
import { translateStripeEvent } from '../../src/modules/payments/stripe/translate';
import { TEST_APP_KEY } from '../setup/constants';

const user = { id: 7, email: 'amal@example.com', full_name: 'Amal Haddad', locale: 'fr' as const };
const plan = { id: 3, name: 'Pro' } as PlanRow;
const duration = { id: 11, plan_id: 3, label: 'Monthly', duration: 'month', price: 4900, currency: 'USD' } as PlanDurationRow;
const urls = { successUrl: 'https://app.test/subscriptions/checkout/success?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'https://app.test/plans' };

const T0 = 1_795_000_000;
const metadata = { user_id: '7', plan_id: '3', plan_duration_id: '11', description: 'Pro (Monthly)' };

function stripeSubscription(overrides: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    metadata,
    cancel_at: null,
    cancel_at_period_end: false,
    ended_at: null,
    created: T0,
    items: { object: 'list', data: [{ current_period_end: T0 + 30 * 86_400 } as Stripe.SubscriptionItem], has_more: false, url: '' },
    ...overrides,
  } as Stripe.Subscription;
}

function stripeInvoice(overrides: Partial<Stripe.Invoice> = {}): Stripe.Invoice {
  return {
    id: 'in_1',
    object: 'invoice',
    status: 'paid',
    currency: 'usd',
    total: 5390,
    total_taxes: [{ amount: 490 } as Stripe.Invoice.TotalTax],
    period_start: T0,
    period_end: T0,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: 'sub_1', metadata } },
    lines: { object: 'list', data: [{ description: '1 × Pro (Monthly)', period: { start: T0, end: T0 + 30 * 86_400 } } as Stripe.InvoiceLineItem], has_more: false, url: '' },
    ...overrides,
  } as Stripe.Invoice;
}

const stripeEvent = (type: string, object: object, previous_attributes?: object) =>
  ({ id: `evt_${type}`, object: 'event', type, created: T0 + 5, data: { object, ...(previous_attributes ? { previous_attributes } : {}) } }) as unknown as Stripe.Event;

const retrieveFrom = (subscription: Stripe.Subscription) => jest.fn(async (id: string) => {
  if (id !== subscription.id) throw new Error(`unexpected ${id}`);
  return subscription;
});

describe('checkoutSessionParams', () => {
  it('builds a subscription session with inline recurring price, metadata on session and subscription, and the locale', () => {
    const params = checkoutSessionParams({ mode: 'subscription', user, plan, duration, ...urls });
    expect(params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { currency: 'usd', unit_amount: 4900, recurring: { interval: 'month' }, product_data: { name: 'Pro (Monthly)' } }, quantity: 1 }],
      customer_email: 'amal@example.com',
      client_reference_id: '7',
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      locale: 'fr',
      metadata: { user_id: '7', plan_id: '3', plan_duration_id: '11' },
      subscription_data: { metadata: { user_id: '7', plan_id: '3', plan_duration_id: '11' } },
    });
    expect(params.success_url).toContain('{CHECKOUT_SESSION_ID}');
  });

  it('builds a one-off payment for an order, and lets Stripe choose a language it lacks (Arabic)', () => {
    const params = checkoutSessionParams({ mode: 'payment', user: { ...user, locale: 'ar' }, order: { id: 42, description: 'Logo design', amount: 15000, currency: 'EUR' }, ...urls });
    expect(params).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'eur', unit_amount: 15000, product_data: { name: 'Logo design' } }, quantity: 1 }],
      metadata: { user_id: '7', order_id: '42' },
      payment_intent_data: { metadata: { user_id: '7', order_id: '42' } },
      locale: 'auto',
    });
    expect(params).not.toHaveProperty('subscription_data');
  });
});

describe('snapshots', () => {
  it('reads the period from the items, folds statuses and reports a scheduled cancellation', () => {
    expect(subscriptionSnapshot(stripeSubscription())).toEqual({
      id: 'sub_1', user_id: 7, plan_id: 3, plan_duration_id: 11, status: 'active', current_period_end: new Date((T0 + 30 * 86_400) * 1000), cancel_at: null,
    });
    expect(subscriptionSnapshot(stripeSubscription({ status: 'unpaid' }))?.status).toBe('past_due');
    expect(subscriptionSnapshot(stripeSubscription({ status: 'trialing' }))?.status).toBe('active');
    expect(subscriptionSnapshot(stripeSubscription({ cancel_at_period_end: true }))?.cancel_at).toEqual(new Date((T0 + 30 * 86_400) * 1000));
    const ended = subscriptionSnapshot(stripeSubscription({ status: 'canceled', ended_at: T0 + 60 }));
    expect(ended).toMatchObject({ status: 'cancelled', current_period_end: new Date((T0 + 60) * 1000), cancel_at: null });
  });

  it('ignores subscriptions Cadence did not create (no metadata of ours)', () => {
    expect(subscriptionSnapshot(stripeSubscription({ metadata: {} }))).toBeNull();
    expect(subscriptionSnapshot(stripeSubscription({ metadata: { ...metadata, user_id: 'abc' } }))).toBeNull();
  });

  it('keeps invoice amounts before tax with the tax beside them, currency upper case, period from the line', () => {
    expect(invoiceSnapshot(stripeInvoice())).toEqual({
      id: 'in_1', amount: 4900, tax: 490, currency: 'USD', status: 'paid', description: 'Pro (Monthly)',
      period_start: new Date(T0 * 1000), period_end: new Date((T0 + 30 * 86_400) * 1000),
    });
    expect(invoiceSnapshot(stripeInvoice({ status: 'open', total_taxes: null, total: 4900 }))).toMatchObject({ amount: 4900, tax: 0, status: 'open' });
  });
});

describe('translateStripeEvent', () => {
  it('checkout.session.completed (subscription) → checkout.completed with the subscription fetched from Stripe', async () => {
    const retrieve = retrieveFrom(stripeSubscription());
    const session = { id: 'cs_test_1', object: 'checkout.session', mode: 'subscription', subscription: 'sub_1', payment_status: 'paid', metadata };
    const raw = stripeEvent('checkout.session.completed', session);
    const event = await translateStripeEvent(raw, retrieve, raw);
    expect(retrieve).toHaveBeenCalledWith('sub_1');
    expect(event).toMatchObject({ id: 'evt_checkout.session.completed', type: 'checkout.completed', created: new Date((T0 + 5) * 1000), checkout_session_id: 'cs_test_1', subscription: { id: 'sub_1', user_id: 7, status: 'active' }, payload: raw });
  });

  it('checkout.session.completed (payment) → payment.completed for the order, with its charge', async () => {
    const retrieve = jest.fn();
    const session = { id: 'cs_test_2', object: 'checkout.session', mode: 'payment', payment_status: 'paid', payment_intent: 'pi_9', amount_total: 15000, currency: 'eur', total_details: { amount_tax: 0 }, metadata: { user_id: '7', order_id: '42', description: 'Logo design' } };
    const event = await translateStripeEvent(stripeEvent('checkout.session.completed', session), retrieve, {});
    expect(retrieve).not.toHaveBeenCalled();
    expect(event).toMatchObject({ type: 'payment.completed', checkout_session_id: 'cs_test_2', payment: { order_id: 42, user_id: 7, invoice: { id: 'pi_9', amount: 15000, tax: 0, currency: 'EUR', status: 'paid', description: 'Logo design' } } });
    // A delayed payment method: nothing yet, async_payment_succeeded/failed follows.
    expect(await translateStripeEvent(stripeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }), retrieve, {})).toBeNull();
  });

  it('expired or failed payment sessions → payment.failed; an expired subscription session changes nothing', async () => {
    const session = { id: 'cs_test_3', object: 'checkout.session', mode: 'payment', payment_status: 'unpaid', payment_intent: null, amount_total: 15000, currency: 'eur', total_details: null, metadata: { user_id: '7', order_id: '42' } };
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      expect(await translateStripeEvent(stripeEvent(type, session), jest.fn(), {})).toMatchObject({ type: 'payment.failed', payment: { order_id: 42, invoice: { id: 'cs_test_3', status: 'failed' } } });
    }
    expect(await translateStripeEvent(stripeEvent('checkout.session.expired', { ...session, mode: 'subscription' }), jest.fn(), {})).toBeNull();
  });

  it('invoice.paid and invoice.payment_failed carry the invoice and the subscription as Stripe has it now', async () => {
    const paid = await translateStripeEvent(stripeEvent('invoice.paid', stripeInvoice()), retrieveFrom(stripeSubscription()), {});
    expect(paid).toMatchObject({ type: 'invoice.paid', invoice: { id: 'in_1', amount: 4900 }, subscription: { id: 'sub_1', status: 'active' } });
    const failed = await translateStripeEvent(stripeEvent('invoice.payment_failed', stripeInvoice({ status: 'open' })), retrieveFrom(stripeSubscription({ status: 'past_due' })), {});
    expect(failed).toMatchObject({ type: 'invoice.payment_failed', invoice: { status: 'open' }, subscription: { status: 'past_due' } });
    // An invoice no subscription produced (a manual one in the dashboard) is not Cadence's.
    expect(await translateStripeEvent(stripeEvent('invoice.paid', stripeInvoice({ parent: null })), jest.fn(), {})).toBeNull();
  });

  it('subscription deleted → subscription.cancelled; updated only when a cancellation is scheduled', async () => {
    const deleted = await translateStripeEvent(stripeEvent('customer.subscription.deleted', stripeSubscription({ status: 'canceled', ended_at: T0 + 9 })), jest.fn(), {});
    expect(deleted).toMatchObject({ type: 'subscription.cancelled', subscription: { status: 'cancelled' } });

    const scheduled = stripeEvent('customer.subscription.updated', stripeSubscription({ cancel_at_period_end: true, cancel_at: T0 + 30 * 86_400 }), { cancel_at_period_end: false, cancel_at: null });
    expect(await translateStripeEvent(scheduled, jest.fn(), {})).toMatchObject({ type: 'subscription.cancelled', subscription: { status: 'active', cancel_at: new Date((T0 + 30 * 86_400) * 1000) } });

    const otherChange = stripeEvent('customer.subscription.updated', stripeSubscription(), { default_payment_method: 'pm_1' });
    expect(await translateStripeEvent(otherChange, jest.fn(), {})).toBeNull();
  });

  it('ignores the many event types Cadence does not act on', async () => {
    for (const type of ['customer.subscription.created', 'charge.refunded', 'payment_intent.succeeded', 'invoice.finalized']) {
      expect(await translateStripeEvent(stripeEvent(type, { id: 'x' }), jest.fn(), {})).toBeNull();
    }
  });
});

describe('Stripe configuration', () => {
  const env = { DATA_DIR: '/tmp/cadence-config-test', APP_KEY: TEST_APP_KEY, PAYMENTS_PROVIDER: 'stripe' };
  const problems = (extra: Record<string, string>) => {
    try {
      loadConfig({ ...env, ...extra }, '/tmp');
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('refuses to boot with the stripe provider and no keys, naming both variables', () => {
    expect(problems({})).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER is "stripe" (sk_test_… or sk_live_…)',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENTS_PROVIDER is "stripe" (whsec_…)',
    ]);
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual(['STRIPE_WEBHOOK_SECRET is required when PAYMENTS_PROVIDER is "stripe" (whsec_…)']);
  });

  it('refuses keys of the wrong kind (a publishable key, a non-whsec secret) and a bad API base', () => {
    const found = problems({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'secret', STRIPE_API_BASE: 'ftp://stripe' });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(found[1]).toMatch(/^STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/);
    expect(found[2]).toMatch(/^STRIPE_API_BASE must use http: or https:/);
  });

  it('boots with both keys, defaulting the API base to api.stripe.com; the sandbox needs none', () => {
    const config = loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }, '/tmp');
    expect(config.paymentsProvider).toBe('stripe');
    expect(config.stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_0123456789abcdef', apiBase: 'https://api.stripe.com' });
    const sandbox = loadConfig({ ...env, PAYMENTS_PROVIDER: 'sandbox' }, '/tmp');
    expect(sandbox.stripe).toBeUndefined();
  });
});
