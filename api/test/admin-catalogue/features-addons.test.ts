import { AdminAddon, AdminFeature, FEATURE_KEYS, catalogueMessages as c, serverMessages as m, type AddonRequest } from '@cadence/shared-lib/contract';
import { addonOrders } from '../../src/db/schema';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

const FEATURES = '/api/web/v1/admin/features';
const ADDONS = '/api/web/v1/admin/addons';

const videoAddon = (overrides: Partial<AddonRequest> = {}): AddonRequest => ({
  name: 'Video Creator',
  desc: 'Unlock it for good',
  kind: 'feature',
  feature_key: 'video-creator',
  price: 2900,
  currency: 'eur',
  ...overrides,
});

describe('admin feature catalogue and add-ons', () => {
  let t: TestApp;
  let admin: { authorization: string };

  const put = (url: string, body: object) => t.app.inject({ method: 'POST', url, headers: admin, payload: { ...body, _method: 'put' } });
  const addonErrors = async (body: object) => {
    const response = await t.app.inject({ method: 'POST', url: ADDONS, headers: admin, payload: body });
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@example.com')).headers;
  });
  afterAll(() => t.close());

  it('lists the fifteen catalogue keys of spec §6 in order and edits name, icon, switch and sort', async () => {
    const list = await t.app.inject({ method: 'GET', url: FEATURES, headers: admin });
    const features = AdminFeature.strict().array().parse(list.json().data.features);
    expect(features.map((f) => f.key).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(features[0]).toEqual({ key: 'brainstorm', name: 'Ideas Generator', icon: 'bulb', active: true, sort: 10 });

    const response = await put(`${FEATURES}/brainstorm`, { name: 'Idea Lab', icon: null, active: false, sort: 999 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.feature).toEqual({ key: 'brainstorm', name: 'Idea Lab', icon: null, active: false, sort: 999 });
    const partial = await put(`${FEATURES}/brainstorm`, { active: true });
    expect(partial.json().data.feature).toEqual({ key: 'brainstorm', name: 'Idea Lab', icon: null, active: true, sort: 999 });
    const after = (await t.app.inject({ method: 'GET', url: FEATURES, headers: admin })).json().data.features as AdminFeature[];
    expect(after.at(-1)?.key).toBe('brainstorm');
  });

  it('validates feature edits; keys are fixed (unknown key 422, no create or delete)', async () => {
    expect((await put(`${FEATURES}/teleport`, { name: 'X' })).json().errors.key).toEqual([m.invalid('key')]);
    const blank = await put(`${FEATURES}/elements`, { name: ' ', active: 'yes', sort: -1 });
    expect(blank.json().errors).toEqual({ name: [m.required('name')], active: [m.boolean('active')], sort: [m.positive] });
    expect((await t.app.inject({ method: 'POST', url: FEATURES, headers: admin, payload: { key: 'x' } })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'POST', url: `${FEATURES}/elements`, headers: admin, payload: { _method: 'delete' } });
    expect(deleted.statusCode).toBe(405);
  });

  it('creates, lists, updates and deletes an add-on', async () => {
    const created = await t.app.inject({ method: 'POST', url: ADDONS, headers: admin, payload: videoAddon() });
    expect(created.statusCode).toBe(200);
    const addon = AdminAddon.strict().parse(created.json().data.addon);
    expect(addon).toMatchObject({ name: 'Video Creator', kind: 'feature', feature_key: 'video-creator', price: 2900, currency: 'EUR', active: true, sort: 0, orders: 0 });

    const updated = await put(`${ADDONS}/${addon.id}`, { ...addon, kind: 'service', feature_key: null, name: 'Video coaching', active: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.addon).toMatchObject({ id: addon.id, name: 'Video coaching', kind: 'service', feature_key: null, active: false });
    const list = (await t.app.inject({ method: 'GET', url: ADDONS, headers: admin })).json().data.addons as AdminAddon[];
    expect(list.map((a) => a.name)).toEqual(['Video coaching']);

    const deleted = await t.app.inject({ method: 'POST', url: `${ADDONS}/${addon.id}`, headers: admin, payload: { _method: 'delete' } });
    expect(deleted.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: ADDONS, headers: admin })).json().data.addons).toEqual([]);
    expect((await put(`${ADDONS}/${addon.id}`, videoAddon())).statusCode).toBe(404);
  });

  it('refuses to delete an ordered add-on and says to deactivate it', async () => {
    const addon = AdminAddon.parse((await t.app.inject({ method: 'POST', url: ADDONS, headers: admin, payload: videoAddon() })).json().data.addon);
    const buyer = await registerUser(t.app);
    await t.db.insert(addonOrders).values({ user_id: buyer.user.id, addon_id: addon.id, amount: 2900, currency: 'EUR', payment_status: 'pending' });
    const refused = await t.app.inject({ method: 'POST', url: `${ADDONS}/${addon.id}`, headers: admin, payload: { _method: 'delete' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: c.addonOrdered, errors: { addon: [c.addonOrdered] } });
    const listed = (await t.app.inject({ method: 'GET', url: ADDONS, headers: admin })).json().data.addons as AdminAddon[];
    expect(listed.find((a) => a.id === addon.id)?.orders).toBe(1);
    expect((await put(`${ADDONS}/${addon.id}`, { ...videoAddon(), active: false })).json().data.addon.active).toBe(false);
  });

  it('answers every add-on validation rule with its message', async () => {
    expect(await addonErrors({})).toMatchObject({ name: [m.required('name')], kind: [m.invalid('kind')], price: [m.required('price')] });
    expect((await addonErrors(videoAddon({ feature_key: null }))).feature_key).toEqual([m.requiredIf('feature_key', 'kind', 'feature')]);
    expect((await addonErrors(videoAddon({ kind: 'service' }))).feature_key).toEqual([m.prohibitedIf('feature_key', 'kind', 'service')]);
    expect((await addonErrors(videoAddon({ feature_key: 'teleport' as 'elements' }))).feature_key).toEqual([m.invalid('feature_key')]);
    expect((await addonErrors(videoAddon({ price: 0 }))).price).toEqual([m.positive]);
    expect((await addonErrors(videoAddon({ price: -100 }))).price).toEqual([m.positive]);
    expect((await addonErrors(videoAddon({ price: 9.99 }))).price).toEqual([m.integer('price')]);
    expect((await addonErrors(videoAddon({ currency: 'dollars' }))).currency).toEqual([m.currency('currency')]);
    expect((await addonErrors(videoAddon({ name: 'x'.repeat(101) }))).name).toEqual([m.max('name', 100)]);
  });

  it('is for admins only: users and staff 403, guests 401', async () => {
    const user = await registerUser(t.app);
    const staff = await login(t.app, 'staff@example.com');
    for (const headers of [user.headers, staff.headers]) {
      for (const url of [FEATURES, ADDONS]) expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: `${FEATURES}/elements`, headers, payload: { active: false, _method: 'put' } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: ADDONS, headers, payload: videoAddon() })).statusCode).toBe(403);
    }
    for (const url of [FEATURES, ADDONS]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
