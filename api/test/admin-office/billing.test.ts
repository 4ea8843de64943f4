import { AdminUserBilling } from '@cadence/shared-lib/contract';
import { addonOrders, addons, invoices, subscriptions } from '../../src/db/schema';
import { login } from '../setup/login';
import { insertPaidPlan } from '../setup/payments';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

const DAY = 86_400_000;

describe("admin: a user's billing", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;

  const billing = (id: number, headers = admin.headers) => t.app.inject({ method: 'GET', url: `/api/web/v1/admin/users/${id}/billing`, headers });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await login(t.app, 'admin@example.com');
  });
  afterAll(() => t.close());

  it('is for admins only and answers 404 for an unknown user', async () => {
    const demo = await login(t.app, 'demo@example.com');
    expect((await billing(demo.user.id, demo.headers)).statusCode).toBe(403);
    const staff = await login(t.app, 'staff@example.com');
    expect((await billing(demo.user.id, staff.headers)).statusCode).toBe(403);
    expect((await billing(999999)).statusCode).toBe(404);
  });

  it('is empty for someone who never subscribed', async () => {
    const newcomer = await registerUser(t.app);
    const response = await billing(newcomer.user.id);
    expect(response.statusCode).toBe(200);
    expect(AdminUserBilling.parse(response.json().data)).toEqual({ subscription: null, history: [], invoices: [], orders: [] });
  });

  it('shows the subscription in force, past subscriptions, invoices and orders, newest first', async () => {
    const customer = await registerUser(t.app, { full_name: 'Bilal Billing' });
    const { plan, monthly, yearly } = await insertPaidPlan(t.db, 'Pro');
    const now = clock();
    await t.db.insert(subscriptions).values({
      user_id: customer.user.id,
      plan_id: plan.id,
      plan_duration_id: monthly.id,
      status: 'expired',
      ends_at: new Date(now.getTime() - 40 * DAY),
      created_at: new Date(now.getTime() - 70 * DAY),
    });
    await t.db.insert(subscriptions).values({
      user_id: customer.user.id,
      plan_id: plan.id,
      plan_duration_id: yearly.id,
      status: 'active',
      provider: 'sandbox',
      ends_at: new Date(now.getTime() + 300 * DAY),
      created_at: new Date(now.getTime() - 65 * DAY),
    });
    await t.db.insert(invoices).values([
      { user_id: customer.user.id, number: 'CAD-009001', provider: 'sandbox', provider_invoice_id: 'in_1', description: 'Pro (Monthly)', amount: 4900, currency: 'USD', status: 'paid', issued_at: new Date(now.getTime() - 70 * DAY) },
      { user_id: customer.user.id, number: 'CAD-009002', provider: 'sandbox', provider_invoice_id: 'in_2', description: 'Pro (Yearly)', amount: 48000, currency: 'USD', status: 'paid', issued_at: new Date(now.getTime() - 65 * DAY) },
    ]);
    const [addon] = await t.db.insert(addons).values({ name: 'Social media audit', kind: 'service', price: 9900 }).returning();
    await t.db.insert(addonOrders).values({ user_id: customer.user.id, addon_id: addon.id, payment_status: 'paid', service_status: 'pending', amount: 9900, currency: 'USD', paid_at: now });

    const response = await billing(customer.user.id);
    expect(response.statusCode).toBe(200);
    const data = AdminUserBilling.parse(response.json().data);
    expect(data.subscription).toMatchObject({
      plan: { name: 'Pro' },
      status: 'active',
      renews_on: new Date(now.getTime() + 300 * DAY).toISOString().slice(0, 10),
      cancel_at: null,
      price_format: '$480.00',
      duration: 'year',
      provider: 'sandbox',
    });
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ status: 'expired', duration: 'month', price_format: '$49.00', renews_on: null });
    expect(data.invoices.map((i) => [i.number, i.price_format, i.status])).toEqual([
      ['CAD-009002', '$480.00', 'paid'],
      ['CAD-009001', '$49.00', 'paid'],
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({ addon: { id: addon.id, name: 'Social media audit', kind: 'service' }, payment_status: 'paid', service_status: 'pending', price_format: '$99.00' }),
    ]);

    // Someone else's billing is not mixed in.
    const other = AdminUserBilling.parse((await billing(admin.user.id)).json().data);
    expect(other.invoices).toEqual([]);
  });

  it('a cancelled subscription shows when it ends and does not renew', async () => {
    const customer = await registerUser(t.app);
    const { plan, monthly } = await insertPaidPlan(t.db, 'Team');
    const endsAt = new Date(clock().getTime() + 10 * DAY);
    await t.db.insert(subscriptions).values({ user_id: customer.user.id, plan_id: plan.id, plan_duration_id: monthly.id, status: 'active', ends_at: endsAt, cancel_at: endsAt });
    const data = AdminUserBilling.parse((await billing(customer.user.id)).json().data);
    expect(data.subscription).toMatchObject({ plan: { name: 'Team' }, renews_on: null, cancel_at: endsAt.toISOString() });
  });
});
