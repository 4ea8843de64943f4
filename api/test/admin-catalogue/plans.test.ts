import { eq } from 'drizzle-orm';
import { AdminPlan, catalogueMessages as c, serverMessages as m, type PlanRequest } from '@cadence/shared-lib/contract';
import { invoices, plans, subscriptions } from '../../src/db/schema';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

const URL = '/api/web/v1/admin/plans';

const proPlan = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  name: 'Pro',
  desc: 'For busy creators',
  free: false,
  recommended: true,
  trial_days: 14,
  offer_code: null,
  durations: [
    { label: 'Monthly', duration: 'month', price: 1900, currency: 'usd', default: true },
    { label: 'Yearly', duration: 'year', price: 19000, discount_text: 'Save 17%' },
  ],
  features: [
    { key: 'brainstorm', value: null, active: true },
    { key: 'auto-publishing', value: '3 planners', active: false },
  ],
  ...overrides,
});

describe('admin plans', () => {
  let t: TestApp;
  let admin: { authorization: string };

  const create = (body: unknown) => t.app.inject({ method: 'POST', url: URL, headers: admin, payload: body as object });
  const update = (id: number, body: unknown) =>
    t.app.inject({ method: 'POST', url: `${URL}/${id}`, headers: admin, payload: { ...(body as object), _method: 'put' } });
  const remove = (id: number) => t.app.inject({ method: 'POST', url: `${URL}/${id}`, headers: admin, payload: { _method: 'delete' } });
  const errorsOf = async (body: unknown) => {
    const response = await create(body);
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@example.com')).headers;
  });
  afterAll(() => t.close());

  it('creates a plan with durations and features and shows it raw, inactive features included', async () => {
    const response = await create(proPlan());
    expect(response.statusCode).toBe(200);
    const plan = AdminPlan.strict().parse(response.json().data.plan);
    expect(plan).toMatchObject({ name: 'Pro', free: false, default: false, recommended: true, trial_days: 14, subscribers: 0 });
    expect(plan.durations.map(({ id: _id, ...d }) => d)).toEqual([
      { label: 'Monthly', duration: 'month', price: 1900, currency: 'USD', discount_text: null, default: true },
      { label: 'Yearly', duration: 'year', price: 19000, currency: 'USD', discount_text: 'Save 17%', default: false },
    ]);
    expect(plan.features).toEqual([
      { key: 'brainstorm', value: null, active: true },
      { key: 'auto-publishing', value: '3 planners', active: false },
    ]);
    const list = await t.app.inject({ method: 'GET', url: URL, headers: admin });
    expect(list.json().data.plans.map((p: AdminPlan) => p.name)).toEqual(['Free', 'Pro']);
    const one = await t.app.inject({ method: 'GET', url: `${URL}/${plan.id}`, headers: admin });
    expect(one.json().data.plan).toEqual(plan);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/999999`, headers: admin })).statusCode).toBe(404);
  });

  it('replaces everything in one update: durations by id (kept, changed, added, removed) and features', async () => {
    const created = AdminPlan.parse((await create(proPlan({ name: 'Team' }))).json().data.plan);
    const [monthly] = created.durations;
    const response = await update(created.id, {
      ...created,
      name: 'Team+',
      offer_code: 'SPRING-25',
      durations: [
        { ...monthly, price: 2900, default: false },
        { label: 'Quarterly-ish', duration: 'year', price: 9000, default: true },
      ],
      features: [{ key: 'elements', value: '100 items' }],
    });
    expect(response.statusCode).toBe(200);
    const plan = AdminPlan.parse(response.json().data.plan);
    expect(plan).toMatchObject({ name: 'Team+', offer_code: 'SPRING-25' });
    expect(plan.durations.map((d) => [d.id === monthly?.id, d.price, d.default])).toEqual([
      [true, 2900, false],
      [false, 9000, true],
    ]);
    expect(plan.features).toEqual([{ key: 'elements', value: '100 items', active: true }]);
  });

  it('answers every validation rule with its message', async () => {
    expect(await errorsOf({})).toMatchObject({ name: [m.required('name')], durations: [m.required('durations')] });
    expect((await errorsOf(proPlan({ name: 'x'.repeat(101) }))).name).toEqual([m.max('name', 100)]);
    expect((await errorsOf(proPlan({ trial_days: 366 }))).trial_days).toEqual([m.between('trial_days', 0, 365)]);
    expect((await errorsOf(proPlan({ trial_days: -1 }))).trial_days).toEqual([m.between('trial_days', 0, 365)]);
    expect((await errorsOf(proPlan({ trial_days: 1.5 }))).trial_days).toEqual([m.integer('trial_days')]);
    expect((await errorsOf(proPlan({ offer_code: 'a b' }))).offer_code).toEqual([m.format('offer_code')]);
    expect((await errorsOf(proPlan({ offer_code: 'ab' }))).offer_code).toEqual([m.format('offer_code')]);
    expect((await errorsOf(proPlan({ durations: [] }))).durations).toEqual([m.required('durations')]);

    const negative = proPlan({ durations: [{ label: 'Monthly', duration: 'month', price: -5, default: true }] });
    expect((await errorsOf(negative))['durations.0.price']).toEqual([m.positive]);
    const paidZero = proPlan({ durations: [{ label: 'Monthly', duration: 'month', price: 0, default: true }] });
    expect((await errorsOf(paidZero))['durations.0.price']).toEqual([c.paidPlanPrice]);
    const freePriced = proPlan({ free: true, durations: [{ label: 'Monthly', duration: 'month', price: 100, default: true }] });
    expect((await errorsOf(freePriced))['durations.0.price']).toEqual([c.freePlanPrice]);
    const twoDefaults = proPlan({
      durations: [
        { label: 'Monthly', duration: 'month', price: 100, default: true },
        { label: 'Yearly', duration: 'year', price: 1000, default: true },
      ],
    });
    expect((await errorsOf(twoDefaults)).durations).toEqual([c.oneDefaultDuration]);
    const noDefault = proPlan({ durations: [{ label: 'Monthly', duration: 'month', price: 100 }] });
    expect((await errorsOf(noDefault)).durations).toEqual([c.oneDefaultDuration]);
    const badPeriod = proPlan({ durations: [{ label: 'Weekly', duration: 'week' as 'month', price: 100, default: true }] });
    expect((await errorsOf(badPeriod))['durations.0.duration']).toEqual([m.invalid('duration')]);
    const badCurrency = proPlan({ durations: [{ label: 'Monthly', duration: 'month', price: 100, currency: 'US', default: true }] });
    expect((await errorsOf(badCurrency))['durations.0.currency']).toEqual([m.currency('currency')]);

    expect((await errorsOf(proPlan({ features: [{ key: 'teleport' as 'brainstorm' }] })))['features.0.key']).toEqual([m.invalid('key')]);
    const duplicate = proPlan({ features: [{ key: 'brainstorm' }, { key: 'brainstorm' }] });
    expect((await errorsOf(duplicate))['features.1.key']).toEqual([m.distinct('features.1.key')]);
  });

  it('keeps exactly one default plan: a new default takes the flag, the default cannot drop it', async () => {
    const before = await t.db.select().from(plans).where(eq(plans.is_default, true));
    expect(before.map((p) => p.name)).toEqual(['Free']);
    const starter = AdminPlan.parse(
      (await create(proPlan({ name: 'Starter', free: true, default: true, durations: [{ label: 'Monthly', duration: 'month', price: 0, default: true }] }))).json()
        .data.plan,
    );
    const defaults = await t.db.select().from(plans).where(eq(plans.is_default, true));
    expect(defaults.map((p) => p.id)).toEqual([starter.id]);

    const dropped = await update(starter.id, { ...starter, default: false });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().errors.default).toEqual([c.keepOneDefaultPlan]);

    const free = before[0];
    const back = await update(free.id, { ...AdminPlan.parse((await t.app.inject({ method: 'GET', url: `${URL}/${free.id}`, headers: admin })).json().data.plan), default: true });
    expect(back.statusCode).toBe(200);
    expect((await t.db.select().from(plans).where(eq(plans.is_default, true))).map((p) => p.id)).toEqual([free.id]);
  });

  it('refuses to delete the default plan, a plan with subscribers or history; deletes an unused one', async () => {
    const [free] = await t.db.select().from(plans).where(eq(plans.is_default, true));
    const refusedDefault = await remove(free.id);
    expect(refusedDefault.statusCode).toBe(422);
    expect(refusedDefault.json().errors.plan).toEqual([c.defaultPlanDelete]);

    const busy = AdminPlan.parse((await create(proPlan({ name: 'Busy' }))).json().data.plan);
    const customer = await registerUser(t.app);
    await t.db.insert(subscriptions).values({ user_id: customer.user.id, plan_id: busy.id, plan_duration_id: busy.durations[0]?.id, status: 'active' });
    const refusedBusy = await remove(busy.id);
    expect(refusedBusy.json()).toEqual({ message: c.planHasSubscribers, errors: { plan: [c.planHasSubscribers] } });
    const listed = (await t.app.inject({ method: 'GET', url: `${URL}/${busy.id}`, headers: admin })).json().data.plan as AdminPlan;
    expect(listed.subscribers).toBe(1);
    // A duration customers are subscribed with cannot be dropped either.
    const dropDuration = await update(busy.id, { ...listed, durations: [{ ...listed.durations[1], default: true }] });
    expect(dropDuration.json().errors.durations).toEqual([c.durationInUse]);

    await t.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.plan_id, busy.id));
    expect((await remove(busy.id)).json().errors.plan).toEqual([c.planHasHistory]);

    const billed = AdminPlan.parse((await create(proPlan({ name: 'Billed' }))).json().data.plan);
    await t.db.insert(invoices).values({
      user_id: customer.user.id,
      number: 'CAD-TEST-1',
      provider: 'sandbox',
      provider_invoice_id: 'in_test_1',
      plan_id: billed.id,
      description: 'Billed',
      amount: 1900,
      currency: 'USD',
      status: 'paid',
      issued_at: new Date(),
    });
    expect((await remove(billed.id)).json().errors.plan).toEqual([c.planHasHistory]);

    const unused = AdminPlan.parse((await create(proPlan({ name: 'Unused' }))).json().data.plan);
    const deleted = await remove(unused.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await t.db.select().from(plans).where(eq(plans.id, unused.id))).toEqual([]);
    expect((await remove(unused.id)).statusCode).toBe(404);
  });

  it('refuses a duration id of another plan', async () => {
    const a = AdminPlan.parse((await create(proPlan({ name: 'A' }))).json().data.plan);
    const b = AdminPlan.parse((await create(proPlan({ name: 'B' }))).json().data.plan);
    const response = await update(a.id, { ...a, durations: [{ ...b.durations[0], default: true }] });
    expect(response.json().errors['durations.0.id']).toEqual([m.invalid('durations.0.id')]);
  });

  it('is for admins only: users and staff 403, guests 401', async () => {
    const user = await registerUser(t.app);
    const staff = await login(t.app, 'staff@example.com');
    for (const headers of [user.headers, staff.headers]) {
      expect((await t.app.inject({ method: 'GET', url: URL, headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: URL, headers, payload: proPlan() })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: `${URL}/1`, headers, payload: { _method: 'delete' } })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${URL}/1`, payload: { ...proPlan(), _method: 'put' } })).statusCode).toBe(401);
  });
});
