import { AdminUserRow, PageMeta, serverMessages as m } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { mailsTo } from '../setup/outbox';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser, STRONG_PASSWORD } from '../setup/users';

const base = '/api/web/v1/admin/users';

describe('admin users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let newcomers: Array<Awaited<ReturnType<typeof registerUser>>>;

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { users: AdminUserRow[]; meta: PageMeta };
    AdminUserRow.array().parse(data.users);
    return data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@example.com');
    newcomers = [];
    for (const name of ['Zeina Zed', 'Yara Young', 'Xavier Xu']) newcomers.push(await registerUser(t.app, { full_name: name }));
  });
  afterAll(() => t.close());

  it('is for admins only: a user and a staff member get 403, no token 401', async () => {
    for (const email of ['demo@example.com', 'staff@example.com']) {
      const session = await login(t.app, email);
      expect((await t.app.inject({ method: 'GET', url: base, headers: session.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url: `${base}/1/approve`, headers: session.headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('lists everyone newest first with plan names and paginates', async () => {
    const all = await list('per_page=100');
    expect(all.meta.total).toBe(6);
    expect(all.users[0]?.full_name).toBe('Xavier Xu');
    expect(all.users.find((u) => u.email === 'demo@example.com')?.plan).toBe('Free');
    expect(all.users.find((u) => u.full_name === 'Xavier Xu')?.plan).toBeNull();

    const page2 = await list('per_page=4&page=2');
    expect(page2.meta).toEqual({ total: 6, page: 2, per_page: 4, last_page: 2 });
    expect(page2.users).toHaveLength(2);
    const page1 = await list('per_page=4');
    expect(page1.meta.page).toBe(1);
    expect(new Set([...page1.users, ...page2.users].map((u) => u.id)).size).toBe(6);
  });

  it('searches name, email and phone, and filters by role, verified, approved and suspended', async () => {
    expect((await list('q=yara')).users.map((u) => u.full_name)).toEqual(['Yara Young']);
    expect((await list('q=DEMO%40example')).users.map((u) => u.email)).toEqual(['demo@example.com']);
    expect((await list('q=%25')).meta.total).toBe(0);
    expect((await list('role=staff')).users.map((u) => u.email)).toEqual(['staff@example.com']);
    expect((await list('verified=false')).meta.total).toBe(3);
    expect((await list('approved=true&role=user')).users.map((u) => u.email)).toEqual(['demo@example.com']);
    expect((await list('suspended=true')).meta.total).toBe(0);
  });

  it('validates the query', async () => {
    for (const [query, field, message] of [
      ['role=boss', 'role', m.invalid('role')],
      ['verified=maybe', 'verified', m.invalid('verified')],
      ['per_page=1000', 'per_page', m.invalid('per_page')],
      ['page=abc', 'page', m.integer('page')],
      ['owner=1', 'owner', undefined],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: admin.headers });
      expect(response.statusCode).toBe(422);
      if (message) expect(response.json().errors[field]).toEqual([message]);
      else expect(response.json().errors[field]).toBeDefined();
    }
  });

  it('approves a user, sets approved_at and emails them', async () => {
    const target = newcomers[0];
    const response = await t.app.inject({ method: 'POST', url: `${base}/${target?.user.id}/approve`, headers: admin.headers, payload: { _method: 'put' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.approved_at).not.toBeNull();
    const mails = mailsTo(t.config.dataDir, target?.email ?? '').filter((mail) => mail.subject === 'Your account has been approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links).toEqual([`${t.config.publicUrl}/login`]);
    const me = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: target?.headers });
    expect(me.json().data.user.approved_at).toBe(response.json().data.user.approved_at);
    expect((await t.app.inject({ method: 'PUT', url: `${base}/999999/approve`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('suspends a user (their tokens stop working, sign-in refused) and restores them', async () => {
    const target = newcomers[1];
    const suspended = await t.app.inject({ method: 'PUT', url: `${base}/${target?.user.id}/suspend`, headers: admin.headers });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.user.suspended_at).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: target?.headers })).statusCode).toBe(401);
    await expect(login(t.app, target?.email, STRONG_PASSWORD)).rejects.toThrow('422');
    expect((await list('suspended=true')).users.map((u) => u.id)).toEqual([target?.user.id]);

    const restored = await t.app.inject({ method: 'PUT', url: `${base}/${target?.user.id}/restore`, headers: admin.headers });
    expect(restored.json().data.user.suspended_at).toBeNull();
    await expect(login(t.app, target?.email, STRONG_PASSWORD)).resolves.toBeDefined();
  });

  it('changes a role, but an admin can neither suspend nor demote themself', async () => {
    const target = newcomers[2];
    const promoted = await t.app.inject({ method: 'PUT', url: `${base}/${target?.user.id}/role`, headers: admin.headers, payload: { role: 'staff' } });
    expect(promoted.json().data.user.role).toBe('staff');
    const invalid = await t.app.inject({ method: 'PUT', url: `${base}/${target?.user.id}/role`, headers: admin.headers, payload: { role: 'root' } });
    expect(invalid.json().errors.role).toEqual([m.invalid('role')]);

    const selfDemote = await t.app.inject({ method: 'PUT', url: `${base}/${admin.user.id}/role`, headers: admin.headers, payload: { role: 'user' } });
    expect(selfDemote.statusCode).toBe(422);
    expect(selfDemote.json().message).toBe(m.cannotChangeSelf);
    const selfSuspend = await t.app.inject({ method: 'PUT', url: `${base}/${admin.user.id}/suspend`, headers: admin.headers });
    expect(selfSuspend.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: base, headers: admin.headers })).statusCode).toBe(200);
  });

  it('creates a verified, approved staff member who can sign in; role fields in the payload are refused', async () => {
    const payload = { full_name: 'Sara Staff', email: 'sara@example.com', phone: '+201234567890', password: 'Staff#Passw0rd' };
    const created = await t.app.inject({ method: 'POST', url: base, headers: admin.headers, payload });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.user).toMatchObject({ role: 'staff', email: 'sara@example.com' });
    expect(created.json().data.user.email_verified_at).not.toBeNull();
    expect(created.json().data.user.approved_at).not.toBeNull();
    expect((await login(t.app, 'sara@example.com', 'Staff#Passw0rd')).user.role).toBe('staff');

    const again = await t.app.inject({ method: 'POST', url: base, headers: admin.headers, payload });
    expect(again.json().errors.email).toEqual([m.unique('email')]);
    const withRole = await t.app.inject({ method: 'POST', url: base, headers: admin.headers, payload: { ...payload, email: 'x@example.com', role: 'admin' } });
    expect(withRole.statusCode).toBe(422);
    expect(withRole.json().errors.role).toBeDefined();
    const weak = await t.app.inject({ method: 'POST', url: base, headers: admin.headers, payload: { ...payload, email: 'y@example.com', password: 'weak' } });
    expect(weak.json().errors.password).toContain(m.min('password', 8));
  });
});
