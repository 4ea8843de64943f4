import { eq } from 'drizzle-orm';
import { AdminChannel, channelMessages, serverMessages as m } from '@cadence/shared-lib/contract';
import { channels } from '../../src/db/schema';
import { ChannelsService } from '../../src/modules/admin-channels/service';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';

const base = '/api/web/v1/admin/channels';
const SECRET = 'fb-app-secret-0123456789';

describe('admin channels', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;

  const update = (platform: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${base}/${platform}`, headers: admin.headers, payload: { _method: 'put', ...payload } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@example.com');
  });
  afterAll(() => t.close());

  it('is for admins only: a user and a staff member get 403, no token 401', async () => {
    for (const email of ['demo@example.com', 'staff@example.com']) {
      const session = await login(t.app, email);
      expect((await t.app.inject({ method: 'GET', url: base, headers: session.headers })).statusCode).toBe(403);
      const put = await t.app.inject({ method: 'POST', url: `${base}/facebook`, headers: session.headers, payload: { _method: 'put', enabled: false } });
      expect(put.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('lists the four platforms, disabled and without credentials at first', async () => {
    const response = await t.app.inject({ method: 'GET', url: base, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const list = AdminChannel.array().parse(response.json().data.channels);
    expect(list.map((c) => c.platform)).toEqual(['facebook', 'instagram', 'linkedin', 'twitter']);
    expect(list.every((c) => !c.enabled && !c.has_secret && c.client_id === null)).toBe(true);
  });

  it('refuses to enable a channel without a client id or without a secret', async () => {
    const noId = await update('linkedin', { enabled: true, client_secret: SECRET });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().errors.client_id).toEqual([channelMessages.clientIdRequired]);

    const noSecret = await update('linkedin', { enabled: true, client_id: 'li-app', client_secret: '' });
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().errors.client_secret).toEqual([channelMessages.secretRequired]);

    const bad = await update('myspace', { enabled: false });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.platform).toEqual([m.invalid('platform')]);
  });

  it('stores the secret encrypted, never returns it, keeps it when sent empty, and decrypts it server-side', async () => {
    const saved = await update('facebook', { enabled: true, client_id: 'fb-app-1', client_secret: SECRET });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.channel).toEqual({ platform: 'facebook', enabled: true, client_id: 'fb-app-1', has_secret: true });
    expect(saved.body).not.toContain(SECRET);

    const [row] = await t.db.select().from(channels).where(eq(channels.platform, 'facebook'));
    expect(row?.client_secret_encrypted).toBeTruthy();
    expect(row?.client_secret_encrypted).not.toContain(SECRET);
    expect(Buffer.from(row?.client_secret_encrypted ?? '', 'utf8').toString()).not.toContain(Buffer.from(SECRET).toString('base64'));
    const first = row?.client_secret_encrypted;

    const listed = await t.app.inject({ method: 'GET', url: base, headers: admin.headers });
    expect(listed.body).not.toContain(SECRET);
    expect(listed.body).not.toContain(first);

    // Empty secret: keeps the stored one (same ciphertext), other fields change.
    const renamed = await update('facebook', { enabled: true, client_id: 'fb-app-2', client_secret: '' });
    expect(renamed.statusCode).toBe(200);
    const [after] = await t.db.select().from(channels).where(eq(channels.platform, 'facebook'));
    expect(after?.client_secret_encrypted).toBe(first);
    expect(after?.client_id).toBe('fb-app-2');

    const service = new ChannelsService(t.db, t.config.appKey, () => new Date());
    expect(await service.credentials('facebook')).toEqual({ clientId: 'fb-app-2', clientSecret: SECRET });
    expect(await service.credentials('twitter')).toBeNull();

    // Same secret again: a fresh IV gives a different ciphertext.
    await update('facebook', { enabled: true, client_id: 'fb-app-2', client_secret: SECRET });
    const [again] = await t.db.select().from(channels).where(eq(channels.platform, 'facebook'));
    expect(again?.client_secret_encrypted).not.toBe(first);

    expect(t.config.appKey.equals(Buffer.alloc(32, 0x5a))).toBe(false);
    // Another APP_KEY cannot read it, and a tampered value fails instead of decrypting to garbage.
    const otherKey = new ChannelsService(t.db, Buffer.alloc(32, 0x5a), () => new Date());
    await expect(otherKey.credentials('facebook')).rejects.toThrow();
    const tampered = (again?.client_secret_encrypted ?? '').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await t.db.update(channels).set({ client_secret_encrypted: tampered }).where(eq(channels.platform, 'facebook'));
    await expect(service.credentials('facebook')).rejects.toThrow();
  });

  it('disables a channel without needing credentials', async () => {
    const response = await update('facebook', { enabled: false, client_id: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.channel).toMatchObject({ enabled: false, client_id: null, has_secret: true });
  });
});
