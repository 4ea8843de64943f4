import { DEFAULT_MAINTENANCE_MESSAGE, MaintenanceBody } from '@cadence/shared-lib/contract';
import { SettingsRepository } from '../../src/modules/settings/repository';
import { login } from '../setup/login';
import { multipartBody } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';

const api = '/api/web/v1';

describe('maintenance mode', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let demo: Awaited<ReturnType<typeof login>>;

  const setMaintenance = async (on: boolean, message = '') => {
    const body = await multipartBody({ _method: 'put', product_name: 'Cadence', maintenance_mode: String(on), maintenance_message: message });
    const response = await t.app.inject({ method: 'POST', url: `${api}/admin/settings`, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@example.com');
    demo = await login(t.app, 'demo@example.com');
  });
  afterAll(() => t.close());

  it('when on: customers get 503 with the message, admins and staff work, guests can still sign in', async () => {
    await setMaintenance(true, 'Upgrading the database, back at 14:00.');

    const me = await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers });
    expect(me.statusCode).toBe(503);
    expect(MaintenanceBody.parse(me.json())).toEqual({ message: 'Upgrading the database, back at 14:00.', maintenance: true });
    expect(Number(me.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: `${api}/account-settings`, headers: demo.headers })).statusCode).toBe(503);

    expect((await t.app.inject({ method: 'GET', url: `${api}/admin/users`, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: admin.headers })).statusCode).toBe(200);
    const staff = await login(t.app, 'staff@example.com');
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: staff.headers })).statusCode).toBe(200);

    // The login screen keeps working for guests, so an admin can sign in; the public settings tell it why.
    const settings = await t.app.inject({ method: 'GET', url: `${api}/settings?keys=maintenance_mode,maintenance_message` });
    expect(settings.json().data).toEqual({ maintenance_mode: true, maintenance_message: 'Upgrading the database, back at 14:00.' });
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user` })).statusCode).toBe(401);
    await login(t.app, 'admin@example.com');
    const fresh = await login(t.app, 'demo@example.com');
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: fresh.headers })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'POST', url: `${api}/auth/logout`, headers: fresh.headers })).statusCode).toBe(200);

    // Other guest routes are paused too; the health check never is.
    const register = await t.app.inject({ method: 'POST', url: `${api}/auth/register`, payload: {} });
    expect(register.statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('uses the default message when none is set, and answers 200 again once switched off', async () => {
    await setMaintenance(true);
    const me = await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers });
    expect(me.json()).toEqual({ message: DEFAULT_MAINTENANCE_MESSAGE, maintenance: true });

    await setMaintenance(false);
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers })).statusCode).toBe(200);
  });

  it('reads the setting at most every few seconds, not on every request', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers })).statusCode).toBe(200);
    // Written behind the app's back (another process would do this): the cached "off" holds for now…
    await new SettingsRepository(t.db).set('maintenance_mode', true, new Date());
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers })).statusCode).toBe(200);
    // …until the cache is dropped (as saving the settings does, or after at most 5 s).
    t.app.maintenance.invalidate();
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers })).statusCode).toBe(503);
    await new SettingsRepository(t.db).set('maintenance_mode', false, new Date());
    t.app.maintenance.invalidate();
  });
});
