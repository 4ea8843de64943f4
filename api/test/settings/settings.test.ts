import { User, ValidationErrorBody } from '@cadence/shared-lib/contract';
import { SettingsRepository } from '../../src/modules/settings/repository';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /settings?keys=auth_image answers null until an image is set, then the value', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/web/v1/settings?keys=auth_image' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { auth_image: null } });

    await new SettingsRepository(t.db).set('auth_image', '/media/show/login-art.png', new Date());
    const second = await t.app.inject({ method: 'GET', url: '/api/web/v1/settings?keys=auth_image' });
    expect(second.json()).toEqual({ data: { auth_image: '/media/show/login-art.png' } });
  });

  it.each([
    ['/api/web/v1/settings', 'The keys field is required.'],
    ['/api/web/v1/settings?keys=smtp_password', 'The selected keys is invalid.'],
  ])('GET %s → 422', async (url, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(response.json()).errors.keys).toEqual([message]);
  });

  it('PUT /account-settings/locale/:locale saves the locale of the signed-in user', async () => {
    const session = await login(t.app, 'staff@example.com');
    const response = await t.app.inject({ method: 'PUT', url: '/api/web/v1/account-settings/locale/ar', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(User.parse(response.json().data.user).locale).toBe('ar');

    const me = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: session.headers });
    expect(me.json().data.user.locale).toBe('ar');
    // Another user's locale is untouched.
    expect((await login(t.app, 'admin@example.com')).user).toMatchObject({ locale: 'en' });
  });

  it('refuses an unsupported locale with 422 and an anonymous caller with 401', async () => {
    const session = await login(t.app);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/web/v1/account-settings/locale/xx', headers: session.headers });
    expect(bad.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(bad.json()).errors.locale).toEqual(['The selected locale is invalid.']);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/web/v1/account-settings/locale/fr' });
    expect(anonymous.statusCode).toBe(401);
  });
});
