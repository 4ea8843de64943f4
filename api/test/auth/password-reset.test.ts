import { serverMessages as m } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { mailsTo } from '../setup/outbox';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser, STRONG_PASSWORD } from '../setup/users';

const forgot = '/api/web/v1/auth/forgot-password';
const reset = '/api/web/v1/auth/reset-password';
const NEW_PASSWORD = 'Other#Passw0rd';

/** The token and email from the last reset mail sent to the address. */
function resetLink(t: TestApp, email: string): { token: string; email: string } {
  const mails = mailsTo(t.config.dataDir, email).filter((mail) => mail.subject === 'Reset your password');
  const link = new URL(mails[mails.length - 1]?.links[0] ?? 'http://missing/');
  return { token: decodeURIComponent(link.pathname.split('/').pop() ?? ''), email: link.searchParams.get('email') ?? '' };
}

describe('forgot and reset password', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
    const user = await registerUser(t.app);
    const known = await t.app.inject({ method: 'POST', url: forgot, payload: { email: user.email } });
    const unknown = await t.app.inject({ method: 'POST', url: forgot, payload: { email: 'ghost@example.com' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ data: { message: m.resetLinkSent } });
    expect(resetLink(t, user.email).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailsTo(t.config.dataDir, 'ghost@example.com')).toEqual([]);
  });

  it('allows one request per email every 60 seconds (429 with Retry-After), registered or not', async () => {
    clock.advance(61_000);
    for (const email of ['demo@example.com', 'nobody-here@example.com']) {
      expect((await t.app.inject({ method: 'POST', url: forgot, payload: { email } })).statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: forgot, payload: { email } });
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect(again.json().message).toBe(m.resetThrottled(Number(again.headers['retry-after'])));
    }
    clock.advance(60_000);
    expect((await t.app.inject({ method: 'POST', url: forgot, payload: { email: 'demo@example.com' } })).statusCode).toBe(200);
  });

  it('resets the password once with the mailed token, and every session of the user ends', async () => {
    clock.advance(61_000);
    const user = await registerUser(t.app);
    const other = await login(t.app, user.email, STRONG_PASSWORD);
    await t.app.inject({ method: 'POST', url: forgot, payload: { email: user.email } });
    const link = resetLink(t, user.email);
    const payload = { ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const done = await t.app.inject({ method: 'POST', url: reset, payload });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { message: m.passwordReset } });
    for (const headers of [user.headers, other.headers]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers })).statusCode).toBe(401);
    }
    await expect(login(t.app, user.email, NEW_PASSWORD)).resolves.toBeDefined();

    const reused = await t.app.inject({ method: 'POST', url: reset, payload: { ...payload, password: 'Third#Passw0rd', password_confirmation: 'Third#Passw0rd' } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.email).toEqual([m.resetTokenInvalid]);
  });

  it('refuses a token after 60 minutes, and a wrong token without spoiling the real one', async () => {
    clock.advance(61_000);
    const user = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: forgot, payload: { email: user.email } });
    const link = resetLink(t, user.email);
    const body = (token: string) => ({ token, email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    const wrong = await t.app.inject({ method: 'POST', url: reset, payload: body('x'.repeat(43)) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.email).toEqual([m.resetTokenInvalid]);

    clock.advance(60 * 60_000);
    const late = await t.app.inject({ method: 'POST', url: reset, payload: body(link.token) });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.email).toEqual([m.resetTokenInvalid]);
  });

  it('accepts a token just inside 60 minutes', async () => {
    clock.advance(61_000);
    const user = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: forgot, payload: { email: user.email } });
    clock.advance(59 * 60_000);
    const { token } = resetLink(t, user.email);
    const response = await t.app.inject({ method: 'POST', url: reset, payload: { token, email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(response.statusCode).toBe(200);
  });

  it('validates the new password and its confirmation', async () => {
    const base = { token: 'x'.repeat(43), email: 'demo@example.com' };
    const mismatch = await t.app.inject({ method: 'POST', url: reset, payload: { ...base, password: NEW_PASSWORD, password_confirmation: 'Different#1' } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password).toEqual([m.confirmed('password')]);
    const weak = await t.app.inject({ method: 'POST', url: reset, payload: { ...base, password: 'password', password_confirmation: 'password' } });
    expect(weak.json().errors.password).toContain(m.passwordRule('password'));
    const missing = await t.app.inject({ method: 'POST', url: forgot, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual([m.required('email')]);
  });

  it('throttles reset attempts: 5 a minute per email and IP', async () => {
    clock.advance(61_000);
    const payload = { token: 'y'.repeat(43), email: 'staff@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < 5; i += 1) expect((await t.app.inject({ method: 'POST', url: reset, payload })).statusCode).toBe(422);
    const blocked = await t.app.inject({ method: 'POST', url: reset, payload });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
