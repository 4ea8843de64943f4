import { User } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';

const HOUR = 3_600_000;

describe('access tokens', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TOKEN_TTL_HOURS: '12', TOKEN_REMEMBER_TTL_DAYS: '30', TOKEN_IDLE_MINUTES: '1440' } });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers });

  it('GET /auth/user returns the signed-in user; no or a forged token gives 401', async () => {
    const session = await login(t.app);
    const response = await me(session.headers);
    expect(response.statusCode).toBe(200);
    expect(User.parse(response.json().data.user).email).toBe('demo@example.com');

    expect((await me({})).json()).toEqual({ message: 'Unauthenticated.' });
    expect((await me({})).statusCode).toBe(401);
    const [id] = session.token.split('|');
    expect((await me({ authorization: `Bearer ${id}|${'x'.repeat(43)}` })).statusCode).toBe(401);
  });

  it('logout revokes the token on the server', async () => {
    const session = await login(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/web/v1/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { success: true } });
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/web/v1/auth/logout', headers: session.headers })).statusCode).toBe(401);
  });

  it('expires a token after TOKEN_TTL_HOURS, and a remember-me token only after TOKEN_REMEMBER_TTL_DAYS', async () => {
    const plain = await login(t.app);
    const remembered = await login(t.app, 'demo@example.com', undefined, true);
    clock.advance(11 * HOUR);
    expect((await me(plain.headers)).statusCode).toBe(200);
    clock.advance(2 * HOUR);
    expect((await me(plain.headers)).statusCode).toBe(401);
    expect((await me(remembered.headers)).statusCode).toBe(200);
    // Kept in use every 20 hours, it still ends 30 days after sign-in.
    let elapsed = 13 * HOUR;
    while (elapsed + 20 * HOUR < 30 * 24 * HOUR) {
      clock.advance(20 * HOUR);
      elapsed += 20 * HOUR;
      expect((await me(remembered.headers)).statusCode).toBe(200);
    }
    clock.advance(30 * 24 * HOUR - elapsed);
    expect((await me(remembered.headers)).statusCode).toBe(401);
  });

  it('expires an unused token after TOKEN_IDLE_MINUTES', async () => {
    const remembered = await login(t.app, 'demo@example.com', undefined, true);
    clock.advance(23 * HOUR);
    expect((await me(remembered.headers)).statusCode).toBe(200);
    clock.advance(23 * HOUR);
    expect((await me(remembered.headers)).statusCode).toBe(200);
    clock.advance(25 * HOUR);
    expect((await me(remembered.headers)).statusCode).toBe(401);
  });

  it('GET /sanctum/csrf-cookie answers 204 with a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/v1/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });
});
