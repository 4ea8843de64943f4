import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AdminPlan, FEATURE_KEYS, FeatureAccess, defineEndpoint, envelope, serverMessages as m, type FeatureKey, type PlanRequest } from '@cadence/shared-lib/contract';
import { cadenceApp } from '../../src/app';
import { addonOrders, addons, features, subscriptions } from '../../src/db/schema';
import { registerEndpoint } from '../../src/http/register-endpoint';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

type Headers = { authorization: string };
type Customer = { user: { id: number }; headers: Headers };

const planWith = (name: string, keys: readonly FeatureKey[], active = true): PlanRequest => ({
  name,
  free: true,
  durations: [{ label: 'Monthly', duration: 'month', price: 0, default: true }],
  features: keys.map((key) => ({ key, value: `${key} value`, active })),
});

describe('feature access and the 403 gate (spec §6)', () => {
  let t: TestApp;
  let admin: Headers;
  let nothing: Customer;
  let everything: Customer;
  let switchedOff: Customer;
  let viaAddons: Customer;
  let everythingPlan: AdminPlan;

  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url: `/api/web/v1${url}`, headers });
  const createPlan = async (body: PlanRequest) =>
    AdminPlan.parse((await t.app.inject({ method: 'POST', url: '/api/web/v1/admin/plans', headers: admin, payload: body })).json().data.plan);
  const subscribe = (customer: Customer, plan: AdminPlan) =>
    t.db.insert(subscriptions).values({ user_id: customer.user.id, plan_id: plan.id, plan_duration_id: plan.durations[0]?.id, status: 'active' });
  const setCatalogue = (key: FeatureKey, active: boolean) =>
    t.app.inject({ method: 'POST', url: `/api/web/v1/admin/features/${key}`, headers: admin, payload: { active, _method: 'put' } });
  const expectLocked = async (key: FeatureKey, customer: Customer) => {
    const response = await get(`/features/${key}`, customer.headers);
    expect([key, response.statusCode, response.json()]).toEqual([key, 403, { message: m.featureLocked }]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@example.com')).headers;
    [nothing, everything, switchedOff, viaAddons] = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    everythingPlan = await createPlan(planWith('Everything', FEATURE_KEYS));
    await subscribe(everything, everythingPlan);
    await subscribe(switchedOff, await createPlan(planWith('Everything, rows off', FEATURE_KEYS, false)));
    // One paid feature add-on per key; a pending one alone would unlock nothing.
    const rows = await t.db
      .insert(addons)
      .values(FEATURE_KEYS.map((key) => ({ name: `Extra ${key}`, kind: 'feature' as const, feature_key: key, price: 500 })))
      .returning();
    await t.db.insert(addonOrders).values(rows.map((a) => ({ user_id: viaAddons.user.id, addon_id: a.id, amount: 500, currency: 'USD', payment_status: 'paid' as const })));
    await t.db.insert(addonOrders).values(rows.map((a) => ({ user_id: nothing.user.id, addon_id: a.id, amount: 500, currency: 'USD', payment_status: 'pending' as const })));
  });
  afterAll(() => t.close());

  describe.each(FEATURE_KEYS.map((key) => [key]))('%s', (key) => {
    it('403 without it (no plan, pending add-on), 200 with it in the plan, 200 through a paid add-on', async () => {
      await expectLocked(key, nothing);
      const granted = await get(`/features/${key}`, everything.headers);
      expect(granted.statusCode).toBe(200);
      expect(granted.json().data.feature).toMatchObject({ key, value: `${key} value` });
      const bought = await get(`/features/${key}`, viaAddons.headers);
      expect(bought.statusCode).toBe(200);
      expect(bought.json().data.feature).toMatchObject({ key, value: null });
    });

    it("403 when the plan's row for it is inactive", async () => {
      await expectLocked(key, switchedOff);
    });

    it('403 for everyone once the catalogue switches it off; back on, back in', async () => {
      expect((await setCatalogue(key, false)).statusCode).toBe(200);
      await expectLocked(key, everything);
      await expectLocked(key, viaAddons);
      expect((await setCatalogue(key, true)).statusCode).toBe(200);
      expect((await get(`/features/${key}`, everything.headers)).statusCode).toBe(200);
    });
  });

  it('the user payload carries features and access; GET /features shows the catalogue with sources', async () => {
    const me = (await get('/auth/user', everything.headers)).json().data.user;
    expect([...me.access].sort()).toEqual([...FEATURE_KEYS].sort());
    expect(me.features).toHaveLength(FEATURE_KEYS.length);
    expect(me.features[0]).toEqual({ key: 'brainstorm', in_plan: true, is_active: true });

    const off = (await get('/auth/user', switchedOff.headers)).json().data.user;
    expect(off.access).toEqual([]);
    expect(off.features.every((f: { in_plan: boolean; is_active: boolean }) => f.in_plan && !f.is_active)).toBe(true);

    const bought = (await get('/auth/user', viaAddons.headers)).json().data.user;
    expect(bought.features[0]).toEqual({ key: 'brainstorm', in_plan: false, is_active: true });

    const none = (await get('/auth/user', nothing.headers)).json().data.user;
    expect([none.features, none.access]).toEqual([[], []]);

    const catalogue = FeatureAccess.strict().array().parse((await get('/features', viaAddons.headers)).json().data.features);
    expect(catalogue).toHaveLength(FEATURE_KEYS.length);
    expect(catalogue[0]).toEqual({ key: 'brainstorm', name: 'Ideas Generator', icon: 'bulb', in_plan: false, is_active: true, value: null, source: 'addon' });
    const fromPlan = (await get('/features', everything.headers)).json().data.features as FeatureAccess[];
    expect(new Set(fromPlan.map((f) => f.source))).toEqual(new Set(['plan']));
    expect((await get('/features')).statusCode).toBe(401);
    expect((await get('/features/brainstorm')).statusCode).toBe(401);
    expect((await get('/features/teleport', everything.headers)).json().errors.key).toEqual([m.invalid('key')]);
  });

  it("GET /auth/user's access follows an admin edit of the plan's features at once", async () => {
    const customer = await registerUser(t.app);
    const plan = await createPlan(planWith('Editable', ['brainstorm', 'elements']));
    await subscribe(customer, plan);
    const access = async () => ((await get('/auth/user', customer.headers)).json().data.user.access as string[]).sort();
    expect(await access()).toEqual(['brainstorm', 'elements']);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/web/v1/admin/plans/${plan.id}`,
      headers: admin,
      payload: { ...plan, features: [{ key: 'elements', active: false }, { key: 'insights' }], _method: 'put' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await access()).toEqual(['insights']);
    expect((await get('/features/brainstorm', customer.headers)).statusCode).toBe(403);
    expect((await get('/features/insights', customer.headers)).statusCode).toBe(200);
  });

  it('an ended subscription gives nothing; admins and staff have no gated features', async () => {
    const lapsed = await registerUser(t.app);
    await t.db.insert(subscriptions).values({ user_id: lapsed.user.id, plan_id: everythingPlan.id, status: 'active', ends_at: new Date(Date.now() - 60_000) });
    await expectLocked('brainstorm', lapsed);
    await t.db.update(subscriptions).set({ status: 'expired', ends_at: null }).where(eq(subscriptions.user_id, lapsed.user.id));
    await expectLocked('brainstorm', lapsed);
    for (const email of ['admin@example.com', 'staff@example.com']) {
      const { headers } = await login(t.app, email);
      expect((await get('/auth/user', headers)).json().data.user.access).toEqual([]);
      expect((await get('/features/brainstorm', headers)).statusCode).toBe(403);
    }
    await t.db.update(features).set({ active: true });
  });
});

describe('registerEndpoint enforces a contract entry’s `feature` (one line gates an endpoint)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const gated = defineEndpoint({
    method: 'GET',
    path: '/test/gated-brainstorm',
    response: envelope(z.object({ ok: z.literal(true) })),
    auth: ['user'],
    feature: 'brainstorm',
    summary: 'test',
    tag: 'test',
  });

  beforeAll(async () => {
    t = await createTestApp();
    app = Fastify({ logger: false });
    await app.register(cadenceApp, { config: t.config, deps: { databaseUrl: t.databaseUrl } });
    await app.register(async (scope) => registerEndpoint(scope, gated, async () => ({ data: { ok: true as const } })));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('401 for guests, 403 with the upgrade message without the feature, 200 with it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/web/v1/test/gated-brainstorm' })).statusCode).toBe(401);
    const customer = await registerUser(app);
    const refused = await app.inject({ method: 'GET', url: '/api/web/v1/test/gated-brainstorm', headers: customer.headers });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: m.featureLocked }]);
    const [extra] = await t.db.insert(addons).values({ name: 'Ideas', kind: 'feature', feature_key: 'brainstorm', price: 100 }).returning();
    await t.db.insert(addonOrders).values({ user_id: customer.user.id, addon_id: extra.id, amount: 100, currency: 'USD', payment_status: 'paid' });
    const allowed = await app.inject({ method: 'GET', url: '/api/web/v1/test/gated-brainstorm', headers: customer.headers });
    expect([allowed.statusCode, allowed.json()]).toEqual([200, { data: { ok: true } }]);
  });
});
