import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { SettingsRepository } from '../../src/modules/settings/repository';
import { createTestApp, type TestApp } from '../setup/test-app';

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('GET /media/show/:file authorization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const show = (file: string) => t.app.inject({ method: 'GET', url: `/media/show/${file}` });

  it('serves a user avatar and the login image, and answers 404 for a file nothing public references', async () => {
    const avatar = (await t.app.storage.put(PNG, { kind: 'avatar', maxBytes: 800 * 1024 })).file;
    const art = (await t.app.storage.put(PNG, { kind: 'image', maxBytes: 1024 * 1024 })).file;
    const unlisted = (await t.app.storage.put(PNG, { kind: 'image', maxBytes: 1024 * 1024 })).file;

    expect((await show(avatar)).statusCode).toBe(404);
    await t.db.update(users).set({ avatar }).where(eq(users.email, 'demo@example.com'));
    const served = await show(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    await new SettingsRepository(t.db).set('auth_image', `/media/show/${art}`, new Date());
    expect((await show(art)).statusCode).toBe(200);
    expect((await show(unlisted)).statusCode).toBe(404);
  });
});
