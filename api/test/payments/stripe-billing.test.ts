// The customer's billing flows through their real endpoints with PAYMENTS_PROVIDER=stripe:
// cancelling a plan and buying an add-on (Checkout in payment mode), against the fake Stripe.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { User } from '@cadence/shared-lib/contract';
import { addonOrders, addons, checkoutSessions, invoices, subscriptions } from '../../src/db/schema';
import { FakeStripe } from '../fakes/stripe/server';
import { insertPaidPlan } from '../setup/payments';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

const API_KEY = 'sk_test_billing0123456789';
const WEBHOOK_SECRET = 'whsec_billingfake0123456789';

describe('billing flows with the Stripe provider', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let paid: Awaited<ReturnType<typeof insertPaidPlan>>;
  let addonId: number;

  beforeAll(async () => {
    fake = new FakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
    const base = await fake.start();
    t = await createTestApp({ env: { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: API_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: base } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.deliverTo(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/payments`);
    paid = await insertPaidPlan(t.db);
    const [addon] = await t.db.insert(addons).values({ name: 'Logo design', kind: 'service', price: 15000, currency: 'EUR' }).returning();
    if (!addon) throw new Error('addon insert failed');
    addonId = addon.id;
  });
  afterAll(async () => {
    await fake.stop();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/web/v1${url}`, headers });
  const me = async (headers: Record<string, string>) => User.parse((await get('/auth/user', headers)).json().data.user);

  async function orderAddon() {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: `/api/web/v1/addons/${addonId}/order`, headers: user.headers, payload: { brief: 'A fox, in teal.' } });
    expect(response.statusCode).toBe(200);
    const checkout = response.json().data as { id: string; url: string };
    const [order] = await t.db.select().from(addonOrders).where(eq(addonOrders.user_id, user.user.id));
    if (!order) throw new Error('no order stored');
    return { user, checkout, order };
  }

  it('GET /plans/cancel sets cancel_at_period_end at Stripe; the plan stays until the period ends', async () => {
    const user = await registerUser(t.app);
    const { id } = (await get(`/subscriptions/checkout/${paid.plan.id}`, user.headers)).json().data as { id: string };
    await fake.completeSession(id);
    const subscriptionId = fake.sessions.get(id)?.subscription ?? '';

    const response = await get('/plans/cancel', user.headers);
    await fake.settled();

    expect(response.statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).map((r) => r.form)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const update = fake.deliveries.find((d) => d.type === 'customer.subscription.updated' && d.payload.includes(subscriptionId));
    expect(update?.status).toBe(200);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, subscriptionId));
    expect(row?.status).toBe('active');
    expect(row?.cancel_at?.getTime()).toBe((fake.subscriptions.get(subscriptionId)?.cancel_at ?? 0) * 1000);
    const current = await me(user.headers);
    expect(current.subscribed_to?.plan.name).toBe('Pro');
    expect(current.subscribed_to?.cancels_on).not.toBeNull();
  });

  it('an upgrade ends the old Stripe subscription at once when the new checkout is paid', async () => {
    const business = await insertPaidPlan(t.db, 'Business');
    const user = await registerUser(t.app);
    const first = (await get(`/subscriptions/checkout/${paid.plan.id}`, user.headers)).json().data as { id: string };
    await fake.completeSession(first.id);
    const oldId = fake.sessions.get(first.id)?.subscription ?? '';

    const upgrade = (await get(`/subscriptions/checkout/${business.plan.id}`, user.headers)).json().data as { id: string };
    await fake.completeSession(upgrade.id);
    await fake.settled();

    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toContain(`/v1/subscriptions/${oldId}`);
    expect(fake.subscriptions.get(oldId)?.status).toBe('canceled');
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.user.id));
    expect(rows.find((r) => r.provider_subscription_id === oldId)?.status).toBe('cancelled');
    expect(rows.filter((r) => r.status === 'active').map((r) => r.plan_id)).toEqual([business.plan.id]);
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Business');
  });

  it('an add-on is paid through Checkout in payment mode: the order is paid and its invoice recorded', async () => {
    const { user, checkout, order } = await orderAddon();
    const request = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(fake.sessions.get(checkout.id)?.mode).toBe('payment');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'eur', unit_amount: '15000' }, quantity: '1' }],
      metadata: { user_id: String(user.user.id), order_id: String(order.id) },
      payment_intent_data: { metadata: { user_id: String(user.user.id), order_id: String(order.id) } },
    });
    expect(order.payment_status).toBe('pending');

    const [completed] = await fake.completeSession(checkout.id);
    expect([completed?.type, completed?.status]).toEqual(['checkout.session.completed', 200]);

    const [after] = await t.db.select().from(addonOrders).where(eq(addonOrders.id, order.id));
    expect(after?.payment_status).toBe('paid');
    expect(after?.paid_at).not.toBeNull();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.addon_order_id, order.id));
    expect(invoice).toMatchObject({ provider: 'stripe', user_id: user.user.id, amount: 15000, currency: 'EUR', status: 'paid', provider_invoice_id: fake.sessions.get(checkout.id)?.payment_intent });
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkout.id));
    expect(session?.status).toBe('complete');
  });

  it('an add-on checkout that expires unpaid marks the order failed and charges nothing', async () => {
    const { user, checkout, order } = await orderAddon();
    const [expired] = await fake.expireSession(checkout.id);
    expect([expired?.type, expired?.status]).toEqual(['checkout.session.expired', 200]);

    const [after] = await t.db.select().from(addonOrders).where(eq(addonOrders.id, order.id));
    expect(after?.payment_status).toBe('failed');
    const charged = (await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).filter((i) => i.status === 'paid');
    expect(charged).toEqual([]);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkout.id));
    expect(session?.status).toBe('failed');
  });
});
