// The Stripe provider end to end: the real app (embedded PostgreSQL) with PAYMENTS_PROVIDER=stripe
// talks to the local fake Stripe through the official `stripe` package, and the fake delivers its
// signed webhooks to the app over HTTP.
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { User } from '@cadence/shared-lib/contract';
import { checkoutSessions, invoices, paymentEvents, subscriptions } from '../../src/db/schema';
import { createStripeClient } from '../../src/modules/payments/stripe/client';
import { FakeStripe, stripeSignature } from '../fakes/stripe/server';
import { insertPaidPlan, unix } from '../setup/payments';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

const API_KEY = 'sk_test_cadence0123456789';
const WEBHOOK_SECRET = 'whsec_cadencefake0123456789';

describe('Stripe provider against the fake Stripe', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let paid: Awaited<ReturnType<typeof insertPaidPlan>>;

  beforeAll(async () => {
    fake = new FakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
    const base = await fake.start();
    t = await createTestApp({ env: { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: API_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: base } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.deliverTo(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/payments`);
    paid = await insertPaidPlan(t.db);
  });
  afterAll(async () => {
    await fake.stop();
    await t.close();
  });

  const me = async (headers: Record<string, string>) => User.parse((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers })).json().data.user);
  const eventCount = async () => (await t.db.select({ n: count() }).from(paymentEvents))[0]?.n ?? -1;
  const outcome = (body: string) => (JSON.parse(body) as { outcome?: string }).outcome;

  /** A user who went through Stripe Checkout for the Pro plan and paid. */
  async function subscribed() {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/${paid.plan.id}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    const checkout = response.json().data as { id: string; url: string };
    const deliveries = await fake.completeSession(checkout.id);
    const session = fake.sessions.get(checkout.id);
    if (!session?.subscription) throw new Error('the fake started no subscription');
    return { user, checkout, deliveries, subscriptionId: session.subscription };
  }

  it('subscribing to a paid plan opens a Stripe Checkout Session built from the plan', async () => {
    const user = await registerUser(t.app);
    const before = fake.requests.length;
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/${paid.plan.id}`, headers: user.headers });

    expect(response.statusCode).toBe(200);
    const { id, url } = response.json().data as { id: string; url: string };
    expect(id).toMatch(/^cs_test_/);
    expect(url).toMatch(new RegExp(`/c/pay/${id}$`));
    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      form: {
        mode: 'subscription',
        customer_email: user.email,
        client_reference_id: String(user.user.id),
        line_items: [{ price_data: { currency: 'usd', unit_amount: '4900', recurring: { interval: 'month' }, product_data: { name: 'Pro (Monthly)' } }, quantity: '1' }],
        metadata: { user_id: String(user.user.id), plan_id: String(paid.plan.id), plan_duration_id: String(paid.monthly.id) },
        subscription_data: { metadata: { user_id: String(user.user.id), plan_id: String(paid.plan.id) } },
      },
    });
    expect(request?.form.success_url).toMatch(/\/subscriptions\/checkout\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row).toMatchObject({ provider: 'stripe', user_id: user.user.id, status: 'open' });
  });

  it('paying on Stripe puts the plan in force, records the invoice and completes the checkout', async () => {
    const { user, checkout, deliveries, subscriptionId } = await subscribed();

    expect(deliveries.map((d) => [d.type, d.status, outcome(d.body)])).toEqual([
      ['customer.subscription.created', 200, 'ignored'],
      ['invoice.paid', 200, 'applied'],
      ['checkout.session.completed', 200, 'applied'],
    ]);
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Pro');
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, subscriptionId));
    expect(subscription).toMatchObject({ provider: 'stripe', user_id: user.user.id, status: 'active', plan_id: paid.plan.id, cancel_at: null });
    const userInvoices = await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id));
    expect(userInvoices).toHaveLength(1);
    expect(userInvoices[0]).toMatchObject({ provider: 'stripe', amount: 4900, tax: 0, currency: 'USD', status: 'paid', description: 'Pro (Monthly)' });
    expect(userInvoices[0]?.provider_invoice_id).toMatch(/^in_/);

    const session = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/sessions/${checkout.id}`, headers: user.headers });
    expect(session.json().data.session.status).toBe('complete');
  });

  it('a redelivered event is applied once', async () => {
    const { user, deliveries } = await subscribed();
    const invoicePaid = deliveries.find((d) => d.type === 'invoice.paid');
    if (!invoicePaid) throw new Error('no invoice.paid delivered');

    const again = await fake.deliver(invoicePaid.payload);
    expect([again.status, outcome(again.body)]).toEqual([200, 'duplicate']);
    expect(await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).toHaveLength(1);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, invoicePaid.id))).toHaveLength(1);
  });

  it('refuses a forged, missing or stale signature with 400 and stores nothing', async () => {
    const { deliveries } = await subscribed();
    const body = deliveries.find((d) => d.type === 'invoice.paid')?.payload ?? '';
    const forgedBody = body.replace(/"id":"evt_[0-9a-f]+"/, '"id":"evt_forged"');
    const before = await eventCount();

    const forged = await fake.deliver(forgedBody, stripeSignature('whsec_not_the_secret', forgedBody, unix(new Date())));
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ message: 'Invalid webhook signature.' });
    const tampered = await fake.deliver(forgedBody, stripeSignature(WEBHOOK_SECRET, body, unix(new Date())));
    expect(tampered.status).toBe(400);
    const stale = await fake.deliver(forgedBody, stripeSignature(WEBHOOK_SECRET, forgedBody, unix(new Date()) - 600));
    expect([stale.status, JSON.parse(stale.body)]).toEqual([400, { message: 'Webhook timestamp outside the tolerance window.' }]);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/payments', payload: forgedBody, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);

    expect(await eventCount()).toBe(before);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toEqual([]);
  });

  it('answers 200 to a signed event type Cadence does not use, and stores nothing', async () => {
    const before = await eventCount();
    const refund = await fake.deliver(JSON.stringify({ id: 'evt_refund_1', object: 'event', type: 'charge.refunded', created: unix(new Date()), data: { object: { id: 'ch_1', object: 'charge' } } }));
    expect([refund.status, outcome(refund.body)]).toEqual([200, 'ignored']);
    expect(await eventCount()).toBe(before);
  });

  it('cancelling at period end asks Stripe for cancel_at_period_end; access continues to the end of the period', async () => {
    const { user, subscriptionId } = await subscribed();
    const before = fake.requests.length;

    await t.app.payments.cancelSubscription(subscriptionId, { atPeriodEnd: true });
    await fake.settled();

    const calls = fake.requests.slice(before).map((r) => [r.method, r.path, r.form]);
    expect(calls).toEqual([
      ['GET', `/v1/subscriptions/${subscriptionId}`, {}],
      ['POST', `/v1/subscriptions/${subscriptionId}`, { cancel_at_period_end: 'true' }],
    ]);
    const periodEnd = fake.subscriptions.get(subscriptionId)?.items.data[0]?.current_period_end ?? 0;
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, subscriptionId));
    expect(row?.status).toBe('active');
    expect(row?.cancel_at?.getTime()).toBe(periodEnd * 1000);
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Pro');

    // Asking again changes nothing at Stripe.
    const again = fake.requests.length;
    await t.app.payments.cancelSubscription(subscriptionId, { atPeriodEnd: true });
    expect(fake.requests.slice(again).map((r) => r.method)).toEqual(['GET']);
  });

  it('cancelling at once (an upgrade) deletes the Stripe subscription and ends it in Cadence', async () => {
    const { user, subscriptionId } = await subscribed();
    const before = fake.requests.length;

    await t.app.payments.cancelSubscription(subscriptionId, { atPeriodEnd: false });
    await fake.settled();

    expect(fake.requests.slice(before).map((r) => [r.method, r.path])).toEqual([
      ['GET', `/v1/subscriptions/${subscriptionId}`],
      ['DELETE', `/v1/subscriptions/${subscriptionId}`],
    ]);
    const last = fake.deliveries.at(-1);
    expect([last?.type, last?.status, outcome(last?.body ?? '{}')]).toEqual(['customer.subscription.deleted', 200, 'applied']);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, subscriptionId));
    expect(row?.status).toBe('cancelled');
    expect((await me(user.headers)).subscribed_to).toBeNull();
    // Already ended: a second cancel is a no-op rather than a Stripe error.
    await expect(t.app.payments.cancelSubscription(subscriptionId, { atPeriodEnd: false })).resolves.toBeUndefined();
  });

  it('a declined renewal makes the subscription past due and records the open invoice', async () => {
    const { user, subscriptionId } = await subscribed();
    const [failed] = await fake.failRenewal(subscriptionId);
    expect([failed?.type, failed?.status]).toEqual(['invoice.payment_failed', 200]);

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, subscriptionId));
    expect(row?.status).toBe('past_due');
    const statuses = (await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).map((i) => i.status).sort();
    expect(statuses).toHaveLength(2);
    expect(statuses[1]).toBe('paid');
    expect(statuses[0]).not.toBe('paid');
  });
});

describe('the fake Stripe answers like Stripe', () => {
  let fake: FakeStripe;
  let base: string;
  beforeAll(async () => {
    fake = new FakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
    base = await fake.start();
  });
  afterAll(() => fake.stop());

  it('401 with Stripe’s error shape for a wrong key, surfaced by the stripe package as an authentication error', async () => {
    const client = createStripeClient('sk_test_wrongkey000000', base);
    const error = await client.subscriptions.retrieve('sub_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);

    const raw = await fetch(`${base}/v1/subscriptions/sub_1`);
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('API key') } });
  });

  it('404 resource_missing for an unknown subscription', async () => {
    const error = await createStripeClient(API_KEY, base).subscriptions.retrieve('sub_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such subscription: 'sub_missing'" });
  });

  it('signs events so that stripe.webhooks.constructEvent accepts them', () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'charge.refunded' });
    const header = stripeSignature(WEBHOOK_SECRET, body, unix(new Date()));
    expect(createStripeClient(API_KEY, base).webhooks.constructEvent(body, header, WEBHOOK_SECRET).id).toBe('evt_1');
  });
});
