import { serverMessages as m } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser, STRONG_PASSWORD } from '../setup/users';

const url = '/api/web/v1/account-settings/security';
const me = '/api/web/v1/auth/user';
const NEW = 'Changed#Passw0rd';

describe('account settings: change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes the password, keeps the current session and revokes the others', async () => {
    const user = await registerUser(t.app);
    const laptop = await login(t.app, user.email, STRONG_PASSWORD);
    const phone = await login(t.app, user.email, STRONG_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: laptop.headers,
      payload: { _method: 'put', old_password: STRONG_PASSWORD, password: NEW, password_confirmation: NEW },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: me, headers: laptop.headers })).statusCode).toBe(200);
    for (const headers of [phone.headers, user.headers]) expect((await t.app.inject({ method: 'GET', url: me, headers })).statusCode).toBe(401);
    await expect(login(t.app, user.email, STRONG_PASSWORD)).rejects.toThrow('422');
    await expect(login(t.app, user.email, NEW)).resolves.toBeDefined();
  });

  it.each([
    ['old_password', { old_password: 'Wrong#Passw0rd', password: NEW, password_confirmation: NEW }, m.currentPassword],
    ['old_password', { password: NEW, password_confirmation: NEW }, m.required('old_password')],
    ['password', { old_password: STRONG_PASSWORD, password: NEW, password_confirmation: 'Other#Passw0rd' }, m.confirmed('password')],
    ['password', { old_password: STRONG_PASSWORD, password: 'short', password_confirmation: 'short' }, m.min('password', 8)],
    ['password', { old_password: STRONG_PASSWORD, password: 'NoDigits!!', password_confirmation: 'NoDigits!!' }, m.passwordRule('password')],
  ])('answers 422 on %s', async (field, payload, message) => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'PUT', url, headers: user.headers, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('paces guesses of the old password: 429 after 5 wrong tries', async () => {
    const user = await registerUser(t.app);
    const payload = { old_password: 'Wrong#Passw0rd', password: NEW, password_confirmation: NEW };
    for (let i = 0; i < 5; i += 1) expect((await t.app.inject({ method: 'PUT', url, headers: user.headers, payload })).statusCode).toBe(422);
    const blocked = await t.app.inject({ method: 'PUT', url, headers: user.headers, payload: { ...payload, old_password: STRONG_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
