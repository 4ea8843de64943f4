import { serverMessages as m } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { mailsTo } from '../setup/outbox';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

/** The API call behind the front-end link /verify-email/{id}/{hash}?expires&signature. */
function apiUrlOf(link: string): string {
  const parsed = new URL(link);
  return `/api/web/v1/auth/email${parsed.pathname.replace('/verify-email', '/verify')}${parsed.search}`;
}

function lastLink(t: TestApp, email: string): string {
  const mails = mailsTo(t.config.dataDir, email).filter((mail) => mail.subject === 'Verify your email address');
  return mails[mails.length - 1]?.links[0] ?? '';
}

describe('email verification', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('verifies with the mailed link, with no session needed, and says so when opened again', async () => {
    const user = await registerUser(t.app);
    const url = apiUrlOf(lastLink(t, user.email));
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: m.emailVerified } });
    const me = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: user.headers });
    expect(me.json().data.user.email_verified_at).toBe(clock().toISOString());

    const again = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toBe(m.alreadyVerified);
    // The user's own session gets the fresh user data; an anonymous opener did not.
    expect(again.json().data.user.id).toBe(user.user.id);
  });

  it('refuses a tampered link: signature, expiry, id or hash changed', async () => {
    const user = await registerUser(t.app);
    const good = new URL(lastLink(t, user.email));
    const variants: string[] = [];
    const sig = good.searchParams.get('signature') ?? '';
    const flip = (s: string) => (s[0] === 'a' ? 'b' : 'a') + s.slice(1);
    variants.push(good.href.replace(sig, flip(sig)));
    const expires = good.searchParams.get('expires') ?? '';
    variants.push(good.href.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`));
    const [, , id, hash] = good.pathname.split('/');
    const demo = await login(t.app);
    variants.push(good.href.replace(`/verify-email/${id}/`, `/verify-email/${demo.user.id}/`));
    variants.push(good.href.replace(hash ?? '', flip(hash ?? '')));
    for (const link of variants) {
      const response = await t.app.inject({ method: 'GET', url: apiUrlOf(link) });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: m.invalidSignature, errors: { signature: [m.invalidSignature] } });
    }
    const missing = await t.app.inject({ method: 'GET', url: apiUrlOf(good.href).replace(/\?.*$/, '') });
    expect(missing.statusCode).toBe(422);
    const me = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: user.headers });
    expect(me.json().data.user.email_verified_at).toBeNull();
  });

  it('refuses a link after 60 minutes', async () => {
    const user = await registerUser(t.app);
    const link = lastLink(t, user.email);
    clock.advance(60 * 60_000);
    const response = await t.app.inject({ method: 'GET', url: apiUrlOf(link) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: m.linkExpired, errors: { signature: [m.linkExpired] } });
  });

  it('resends a fresh link to a signed-in user, once a minute', async () => {
    const user = await registerUser(t.app);
    const url = '/api/web/v1/auth/email/verification-notification';
    const first = await t.app.inject({ method: 'POST', url, headers: user.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { message: m.verificationSent } });
    expect(mailsTo(t.config.dataDir, user.email)).toHaveLength(2);

    const second = await t.app.inject({ method: 'POST', url, headers: user.headers });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('60');

    clock.advance(60_000);
    expect((await t.app.inject({ method: 'POST', url, headers: user.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const demo = await login(t.app);
    const verified = await t.app.inject({ method: 'POST', url, headers: demo.headers });
    expect(verified.json()).toEqual({ data: { message: m.alreadyVerified } });
  });
});
