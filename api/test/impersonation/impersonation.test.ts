import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IMPERSONATION_LINK_TTL_SECONDS, ImpersonationLink, ImpersonationSession, impersonationMessages, User } from '@cadence/shared-lib/contract';
import { impersonations, personalAccessTokens, users } from '../../src/db/schema';
import { SEED_PASSWORD } from '../setup/constants';
import { login } from '../setup/login';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser, STRONG_PASSWORD } from '../setup/users';

const api = '/api/web/v1';

describe('impersonation', () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let demo: Awaited<ReturnType<typeof login>>;

  const link = (userId: number, headers = admin.headers) => t.app.inject({ method: 'POST', url: `${api}/admin/users/${userId}/impersonate`, headers });
  const use = (hash: string, headers = admin.headers) => t.app.inject({ method: 'POST', url: `${api}/auth/impersonate/${hash}`, headers });
  const newLink = async (userId = demo.user.id) => {
    const response = await link(userId);
    expect(response.statusCode).toBe(200);
    return ImpersonationLink.parse(response.json().data);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await login(t.app, 'admin@example.com');
    demo = await login(t.app, 'demo@example.com');
  });
  afterAll(() => t.close());

  it('runs the whole flow: link → sign in as the user → /auth/user names the admin → stop', async () => {
    const created = await newLink();
    expect(created.url).toBe(`/admin/users/login/${created.hash}`);
    // At least 128 random bits, and only its SHA-256 is kept.
    expect(Buffer.from(created.hash, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [audit] = await t.db.select().from(impersonations).where(eq(impersonations.user_id, demo.user.id));
    expect(audit?.hash_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(audit?.hash_digest).not.toContain(created.hash);
    expect(audit).toMatchObject({ admin_id: admin.user.id, used_at: null, ended_at: null });

    const used = await use(created.hash);
    expect(used.statusCode).toBe(200);
    const session = ImpersonationSession.parse(used.json().data);
    expect(session.user).toMatchObject({ id: demo.user.id, email: 'demo@example.com', impersonated_by: { id: admin.user.id, full_name: expect.any(String) } });
    expect(new Date(session.expires_at).getTime() - clock().getTime()).toBeLessThanOrEqual(60 * 60 * 1000);
    const headers = { authorization: `Bearer ${session.access_token}` };

    const me = await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers });
    expect(me.statusCode).toBe(200);
    expect(User.parse(me.json().data.user)).toMatchObject({ id: demo.user.id, impersonated_by: { id: admin.user.id } });
    // The customer's own session is not marked.
    const own = await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers });
    expect(own.json().data.user.impersonated_by).toBeNull();

    const [token] = await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, Number(session.access_token.split('|')[0])));
    expect(token?.impersonation_id).toBe(audit?.id);
    const [usedRow] = await t.db.select().from(impersonations).where(eq(impersonations.id, audit?.id ?? 0));
    expect(usedRow?.used_at).toEqual(clock());

    clock.advance(5_000);
    const stop = await t.app.inject({ method: 'POST', url: `${api}/auth/impersonation/stop`, headers });
    expect(stop.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers })).statusCode).toBe(401);
    const [ended] = await t.db.select().from(impersonations).where(eq(impersonations.id, audit?.id ?? 0));
    expect(ended?.ended_at).toEqual(clock());
    // The admin's own session and the customer's are untouched.
    expect((await t.app.inject({ method: 'GET', url: `${api}/admin/users`, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${api}/auth/user`, headers: demo.headers })).statusCode).toBe(200);
  });

  it('a link works once', async () => {
    const created = await newLink();
    expect((await use(created.hash)).statusCode).toBe(200);
    const again = await use(created.hash);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(impersonationMessages.invalidLink);
  });

  it('a link expires after 60 seconds', async () => {
    const created = await newLink();
    clock.advance(IMPERSONATION_LINK_TTL_SECONDS * 1000 + 1);
    const late = await use(created.hash);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.hash).toEqual([impersonationMessages.invalidLink]);
    const digest = createHash('sha256').update(created.hash).digest('hex');
    const [row] = await t.db.select().from(impersonations).where(eq(impersonations.hash_digest, digest));
    expect(row).toMatchObject({ used_at: null, ended_at: null });
  });

  it("another admin cannot use an admin's link, and a made-up hash is refused", async () => {
    const created = await newLink();
    const other = await registerUser(t.app, { full_name: 'Omar Other' });
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
    const otherAdmin = await login(t.app, other.email, STRONG_PASSWORD);
    expect((await use(created.hash, otherAdmin.headers)).statusCode).toBe(422);
    // Still usable by its own admin afterwards.
    expect((await use(created.hash)).statusCode).toBe(200);
    expect((await use('A'.repeat(43))).statusCode).toBe(422);
  });

  it('only admins create or use links; only customers, not suspended, not oneself, can be impersonated', async () => {
    const staff = await login(t.app, 'staff@example.com');
    expect((await link(demo.user.id, staff.headers)).statusCode).toBe(403);
    expect((await link(demo.user.id, demo.headers)).statusCode).toBe(403);
    const created = await newLink();
    expect((await use(created.hash, staff.headers)).statusCode).toBe(403);
    expect((await use(created.hash, demo.headers)).statusCode).toBe(403);

    const self = await link(admin.user.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.user).toEqual([impersonationMessages.self]);
    const ofStaff = await link(staff.user.id);
    expect(ofStaff.json().errors.user).toEqual([impersonationMessages.notUser]);
    const suspended = await registerUser(t.app);
    await t.db.update(users).set({ suspended_at: clock() }).where(eq(users.id, suspended.user.id));
    expect((await link(suspended.user.id)).json().errors.user).toEqual([impersonationMessages.suspended]);
    expect((await link(999999)).statusCode).toBe(404);
  });

  it('an impersonation token cannot change the password, start another impersonation, and stop needs one', async () => {
    const session = ImpersonationSession.parse((await use((await newLink()).hash)).json().data);
    const headers = { authorization: `Bearer ${session.access_token}` };
    const change = await t.app.inject({
      method: 'POST',
      url: `${api}/account-settings/security`,
      headers,
      payload: { _method: 'put', old_password: SEED_PASSWORD, password: 'Changed#Passw0rd', password_confirmation: 'Changed#Passw0rd' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(impersonationMessages.refused);
    // The password is unchanged: the customer still signs in with it.
    await login(t.app, 'demo@example.com');
    expect((await link(demo.user.id, headers)).statusCode).toBe(403);

    const notImpersonating = await t.app.inject({ method: 'POST', url: `${api}/auth/impersonation/stop`, headers: demo.headers });
    expect(notImpersonating.statusCode).toBe(403);
    expect(notImpersonating.json().message).toBe(impersonationMessages.notImpersonating);
  });

  it('keeps every impersonation as an audit row', async () => {
    const rows = await t.db.select().from(impersonations).where(eq(impersonations.admin_id, admin.user.id));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => row.used_at !== null).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.ended_at !== null)).toHaveLength(1);
    expect(rows.every((row) => row.ip !== null)).toBe(true);
  });
});
