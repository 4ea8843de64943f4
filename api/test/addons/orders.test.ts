import { and, eq } from 'drizzle-orm';
import { billingMessages } from '@cadence/shared-lib/contract';
import { addonOrders, addons, checkoutSessions, invoices } from '../../src/db/schema';
import { cards, me, pay } from '../billing/flows';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

describe('customer add-ons: GET /addons, POST /addons/:id/order, GET /orders[/:id]', () => {
  let t: TestApp;
  let feature: typeof addons.$inferSelect;
  let service: typeof addons.$inferSelect;
  beforeAll(async () => {
    t = await createTestApp();
    const now = new Date();
    const rows = await t.db
      .insert(addons)
      .values([
        { name: 'Spin wheel unlock', kind: 'feature', feature_key: 'spin-wheel', price: 1500, currency: 'USD', sort: 1, created_at: now, updated_at: now },
        { name: 'Profile makeover', desc: 'We polish your pages', kind: 'service', price: 9900, currency: 'USD', sort: 2, created_at: now, updated_at: now },
        { name: 'Retired', kind: 'service', price: 100, currency: 'USD', active: false, sort: 3, created_at: now, updated_at: now },
      ])
      .returning();
    [feature, service] = rows as [typeof feature, typeof service];
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/web/v1${url}`, headers, ...(payload ? { payload } : {}) });

  it('buys a feature add-on through the sandbox: order paid, invoice recorded, feature in access, cannot buy it twice', async () => {
    const user = await registerUser(t.app);
    const listed = (await api('GET', '/addons', user.headers)).json().data.addons;
    expect(listed.map((a: { name: string }) => a.name)).toEqual(['Spin wheel unlock', 'Profile makeover']);
    expect(listed[0]).toMatchObject({ kind: 'feature', feature_key: 'spin-wheel', price_format: '$15.00', owned: false });

    const ordered = await api('POST', `/addons/${feature.id}/order`, user.headers, {});
    expect(ordered.statusCode).toBe(200);
    const { id: sessionId, url } = ordered.json().data;
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('Spin wheel unlock');
    expect(page.body).toContain('$15.00');
    expect(page.body).not.toContain('per month');

    const paid = await pay(t, url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/subscriptions/checkout/success?session_id=${sessionId}`);

    const session = (await api('GET', `/subscriptions/checkout/sessions/${sessionId}`, user.headers)).json().data.session;
    expect(session).toMatchObject({ status: 'complete', kind: 'addon', plan_id: null });
    const orders = (await api('GET', '/orders', user.headers)).json().data.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: session.addon_order_id, addon_name: 'Spin wheel unlock', kind: 'feature', payment_status: 'paid', service_status: null, price_format: '$15.00' });
    expect(orders[0].paid_at).not.toBeNull();

    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id));
    expect(invoice).toMatchObject({ addon_id: feature.id, addon_order_id: session.addon_order_id, amount: 1500, status: 'paid', description: 'Spin wheel unlock', period_start: null });
    expect((await api('GET', '/invoices', user.headers)).json().data.invoices[0]).toMatchObject({ kind: 'addon', description: 'Spin wheel unlock' });

    expect((await me(t, user.headers)).access).toContain('spin-wheel');
    expect((await api('GET', '/addons', user.headers)).json().data.addons[0].owned).toBe(true);
    const again = await api('POST', `/addons/${feature.id}/order`, user.headers, {});
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: billingMessages.addonOwned, errors: { addon: [billingMessages.addonOwned] } });
  });

  it('orders a service with a brief: once paid its service status is pending', async () => {
    const user = await registerUser(t.app);
    const ordered = await api('POST', `/addons/${service.id}/order`, user.headers, { brief: 'Our bakery pages, please' });
    await pay(t, ordered.json().data.url);
    const [order] = (await api('GET', '/orders', user.headers)).json().data.orders;
    expect(order).toMatchObject({ addon_name: 'Profile makeover', kind: 'service', payment_status: 'paid', service_status: 'pending', brief: 'Our bakery pages, please', customer_note: null });
    const one = await api('GET', `/orders/${order.id}`, user.headers);
    expect(one.json().data.order).toEqual(order);
  });

  it('a declined card fails the order and the checkout; nothing is owned', async () => {
    const user = await registerUser(t.app);
    const ordered = await api('POST', `/addons/${feature.id}/order`, user.headers, {});
    const { id: sessionId, url } = ordered.json().data;
    const declined = await pay(t, url, cards.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');

    const session = (await api('GET', `/subscriptions/checkout/sessions/${sessionId}`, user.headers)).json().data.session;
    expect(session.status).toBe('failed');
    const [order] = (await api('GET', '/orders', user.headers)).json().data.orders;
    expect(order).toMatchObject({ payment_status: 'failed', paid_at: null });
    expect(await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).toEqual([]);
    expect((await me(t, user.headers)).access).not.toContain('spin-wheel');
  });

  it('validates the order and keeps orders private', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const tooLong = await api('POST', `/addons/${service.id}/order`, user.headers, { brief: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.brief).toEqual(['The brief field must not be greater than 2000 characters.']);
    const retired = await t.db.select().from(addons).where(eq(addons.name, 'Retired'));
    expect((await api('POST', `/addons/${retired[0]?.id}/order`, user.headers, {})).json().errors.addon).toEqual([billingMessages.addonUnavailable]);

    const ordered = await api('POST', `/addons/${service.id}/order`, user.headers, {});
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, ordered.json().data.id));
    const orderId = session?.addon_order_id ?? 0;
    expect((await t.db.select().from(addonOrders).where(and(eq(addonOrders.id, orderId), eq(addonOrders.payment_status, 'pending'))))).toHaveLength(1);
    const foreign = await api('GET', `/orders/${orderId}`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Profile makeover');
    expect((await api('GET', '/orders', other.headers)).json().data.orders).toEqual([]);
    expect((await api('GET', `/subscriptions/checkout/sessions/${ordered.json().data.id}`, other.headers)).statusCode).toBe(404);
  });
});
