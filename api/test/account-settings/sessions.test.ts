import { SessionInfo } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser, STRONG_PASSWORD } from '../setup/users';

const sessions = '/api/web/v1/account-settings/sessions';

describe('account settings: sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the user’s own sessions, newest first, marking the current one', async () => {
    const user = await registerUser(t.app);
    const second = await login(t.app, user.email, STRONG_PASSWORD, true);
    await login(t.app); // another user's session must not appear
    const response = await t.app.inject({ method: 'GET', url: sessions, headers: second.headers });
    expect(response.statusCode).toBe(200);
    const list = SessionInfo.array().parse(response.json().data.sessions);
    expect(list.map((s) => s.id)).toEqual([Number(second.token.split('|')[0]), Number(user.token.split('|')[0])]);
    expect(list.map((s) => s.current)).toEqual([true, false]);
    expect(list[0]?.name).toBe('web (remember me)');
    expect(JSON.stringify(response.json())).not.toContain(second.token.split('|')[1]);
  });

  it('revokes another session of the user: its token gets 401, the current one still works', async () => {
    const user = await registerUser(t.app);
    const other = await login(t.app, user.email, STRONG_PASSWORD);
    const otherId = other.token.split('|')[0];
    const response = await t.app.inject({ method: 'DELETE', url: `${sessions}/${otherId}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: other.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: user.headers })).statusCode).toBe(200);
  });

  it('answers 404 for a session of another user and leaves it alone', async () => {
    const user = await registerUser(t.app);
    const demo = await login(t.app);
    const response = await t.app.inject({ method: 'POST', url: `${sessions}/${demo.token.split('|')[0]}`, headers: user.headers, payload: { _method: 'delete' } });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: demo.headers })).statusCode).toBe(200);
  });

  it('logout revokes the current session: it disappears from the list', async () => {
    const user = await registerUser(t.app);
    const other = await login(t.app, user.email, STRONG_PASSWORD);
    await t.app.inject({ method: 'POST', url: '/api/web/v1/auth/logout', headers: other.headers });
    const list = (await t.app.inject({ method: 'GET', url: sessions, headers: user.headers })).json().data.sessions as SessionInfo[];
    expect(list.map((s) => s.id)).toEqual([Number(user.token.split('|')[0])]);
  });
});
