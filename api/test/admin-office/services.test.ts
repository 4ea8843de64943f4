import { eq } from 'drizzle-orm';
import { AdminServiceOrder, PageMeta, serverMessages as m, serviceMessages } from '@cadence/shared-lib/contract';
import { addonOrders, addons, users } from '../../src/db/schema';
import { login } from '../setup/login';
import { mailsTo } from '../setup/outbox';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

const base = '/api/web/v1/admin/services';

describe('admin ordered services', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let customer: Awaited<ReturnType<typeof registerUser>>;
  const ids: Record<string, number> = {};

  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { services: AdminServiceOrder[]; meta: PageMeta };
    AdminServiceOrder.array().parse(data.services);
    return data;
  };
  const update = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}`, headers: admin.headers, payload: { _method: 'put', ...payload } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@example.com');
    customer = await registerUser(t.app, { full_name: 'Salma Services' });
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const [audit, logo, extra] = await t.db
      .insert(addons)
      .values([
        { name: 'Social media audit', kind: 'service', price: 9900 },
        { name: 'Logo refresh', kind: 'service', price: 19900 },
        { name: 'Extra planners', kind: 'feature', feature_key: 'insights', price: 500 },
      ])
      .returning();
    const order = (userId: number, addonId: number, values: Partial<typeof addonOrders.$inferInsert> = {}) =>
      t.db
        .insert(addonOrders)
        .values({ user_id: userId, addon_id: addonId, payment_status: 'paid', service_status: 'pending', amount: 9900, currency: 'USD', paid_at: new Date(), ...values })
        .returning()
        .then(([row]) => row.id);
    ids.auditSalma = await order(customer.user.id, audit.id, { brief: 'Please review our Instagram.' });
    ids.logoDemo = await order(demo.id, logo.id, { amount: 19900, service_status: 'in_progress' });
    ids.unpaid = await order(demo.id, audit.id, { payment_status: 'pending', paid_at: null });
    ids.feature = await order(demo.id, extra.id, { service_status: null, amount: 500 });
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    for (const email of ['demo@example.com', 'staff@example.com']) {
      const session = await login(t.app, email);
      expect((await t.app.inject({ method: 'GET', url: base, headers: session.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${base}/${ids.auditSalma}`, headers: session.headers })).statusCode).toBe(403);
    }
  });

  it('lists paid service orders only, with customer and add-on, and filters by status and search', async () => {
    const all = await list();
    expect(all.meta).toEqual({ total: 2, page: 1, per_page: 15, last_page: 1 });
    expect(all.services.map((s) => s.id).sort()).toEqual([ids.auditSalma, ids.logoDemo].sort());
    const salma = all.services.find((s) => s.id === ids.auditSalma);
    expect(salma).toMatchObject({
      service_status: 'pending',
      customer: { full_name: 'Salma Services', email: customer.email },
      addon: { name: 'Social media audit' },
      brief: 'Please review our Instagram.',
      price_format: '$99.00',
    });

    expect((await list('status=in_progress')).services.map((s) => s.id)).toEqual([ids.logoDemo]);
    expect((await list('q=salma')).services.map((s) => s.id)).toEqual([ids.auditSalma]);
    expect((await list('q=DEMO%40example')).services.map((s) => s.id)).toEqual([ids.logoDemo]);
    expect((await list('q=logo')).services.map((s) => s.id)).toEqual([ids.logoDemo]);
    expect((await list('per_page=1&page=2')).meta).toEqual({ total: 2, page: 2, per_page: 1, last_page: 2 });

    const bad = await t.app.inject({ method: 'GET', url: `${base}?status=lost`, headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual([m.invalid('status')]);
  });

  it('shows one ordered service; a feature add-on order or an unpaid one is not a service (404)', async () => {
    const one = await t.app.inject({ method: 'GET', url: `${base}/${ids.logoDemo}`, headers: admin.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.service).toMatchObject({ id: ids.logoDemo, addon: { name: 'Logo refresh' }, service_status: 'in_progress' });
    for (const id of [ids.feature, ids.unpaid, 999999]) {
      expect((await t.app.inject({ method: 'GET', url: `${base}/${id}`, headers: admin.headers })).statusCode).toBe(404);
      expect((await update(id, { service_status: 'cancelled' })).statusCode).toBe(404);
    }
  });

  it('follows the workflow pending → in_progress → delivered and emails the customer each step', async () => {
    const skip = await update(ids.auditSalma, { service_status: 'delivered' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.service_status).toEqual([serviceMessages.illegalTransition('pending', 'delivered')]);
    expect(mailsTo(t.config.dataDir, customer.email).filter((mail) => mail.subject.includes('order'))).toHaveLength(0);

    const started = await update(ids.auditSalma, { service_status: 'in_progress' });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.service.service_status).toBe('in_progress');
    let mails = mailsTo(t.config.dataDir, customer.email).filter((mail) => mail.subject.includes(`#${ids.auditSalma}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('in progress');

    const noted = await update(ids.auditSalma, { customer_note: 'We will send the report on Friday.' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().data.service).toMatchObject({ service_status: 'in_progress', customer_note: 'We will send the report on Friday.' });
    mails = mailsTo(t.config.dataDir, customer.email).filter((mail) => mail.subject.includes(`#${ids.auditSalma}`));
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('We will send the report on Friday.');

    // Nothing changed: no email.
    await update(ids.auditSalma, { service_status: 'in_progress' });
    expect(mailsTo(t.config.dataDir, customer.email).filter((mail) => mail.subject.includes(`#${ids.auditSalma}`))).toHaveLength(2);

    const delivered = await update(ids.auditSalma, { service_status: 'delivered' });
    expect(delivered.json().data.service.service_status).toBe('delivered');
    expect(mailsTo(t.config.dataDir, customer.email).at(-1)?.subject).toContain('delivered');

    const back = await update(ids.auditSalma, { service_status: 'cancelled' });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.service_status).toEqual([serviceMessages.illegalTransition('delivered', 'cancelled')]);
  });

  it('cancels a service in progress; a cancelled one is final', async () => {
    expect((await update(ids.logoDemo, { service_status: 'cancelled' })).statusCode).toBe(200);
    expect(mailsTo(t.config.dataDir, 'demo@example.com').at(-1)?.subject).toContain('cancelled');
    const reopen = await update(ids.logoDemo, { service_status: 'in_progress' });
    expect(reopen.statusCode).toBe(422);
    expect(reopen.json().errors.service_status).toEqual([serviceMessages.illegalTransition('cancelled', 'in_progress')]);
  });

  it('validates the note and the status', async () => {
    const long = await update(ids.auditSalma, { customer_note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.customer_note).toEqual([m.max('customer_note', 2000)]);
    const unknown = await update(ids.auditSalma, { service_status: 'lost' });
    expect(unknown.json().errors.service_status).toEqual([m.invalid('service_status')]);
  });
});
