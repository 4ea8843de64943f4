import sharp from 'sharp';
import { AccountSettingsData, serverMessages as m } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { multipartBody } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';

const url = '/api/web/v1/account-settings/general';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();

/** A genuine PNG of exactly `bytes` bytes: uncompressed noise, padded after the IEND chunk. */
async function pngOfSize(bytes: number): Promise<Buffer> {
  const width = 500;
  const height = 400;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919) % 251;
  const image = await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  if (image.length > bytes) throw new Error('base image too large');
  return Buffer.concat([image, Buffer.alloc(bytes - image.length)]);
}

describe('account settings: general', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /account-settings returns the user, the information profile and the notification settings', async () => {
    const demo = await login(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/web/v1/account-settings', headers: demo.headers });
    expect(response.statusCode).toBe(200);
    const data = AccountSettingsData.parse(response.json().data);
    expect(data.user.email).toBe('demo@example.com');
    expect(data.information).toEqual({ bio: null, birth_date: null, country: null, website: null });
    expect(data.notifications).toEqual({ email: { post_reminder: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/account-settings' })).statusCode).toBe(401);
  });

  it('saves name, phone, gender and a png avatar sent as a spoofed multipart POST; the avatar is 256×256 and served', async () => {
    const demo = await login(t.app);
    const body = await multipartBody(
      { _method: 'put', full_name: 'Dana D. Demo', phone: '+201112223334', gender: 'female', role: 'admin' },
      { avatar: { name: 'me.png', type: 'image/png', bytes: await png(600, 400) } },
    );
    const response = await t.app.inject({ method: 'POST', url, headers: { ...demo.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.user).toMatchObject({ full_name: 'Dana D. Demo', phone: '+201112223334', gender: 'female', role: 'user' });
    expect(data.user.avatar).toMatch(/^\/media\/show\/[0-9a-f]{32}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: data.user.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: 'png' });
  });

  it('replaces the old avatar file with a jpg', async () => {
    const demo = await login(t.app);
    const before = (await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: demo.headers })).json().data.user.avatar as string;
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const body = await multipartBody({ _method: 'put' }, { avatar: { name: 'me.jpg', type: 'image/jpeg', bytes: jpeg } });
    const response = await t.app.inject({ method: 'POST', url, headers: { ...demo.headers, ...body.headers }, payload: body.payload });
    expect(response.json().data.user.avatar).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image though named .png', async () => {
    const demo = await login(t.app);
    const body = await multipartBody({ _method: 'put' }, { avatar: { name: 'evil.png', type: 'image/png', bytes: Buffer.from('<?php echo "hi"; ?>') } });
    const response = await t.app.inject({ method: 'POST', url, headers: { ...demo.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: m.fileType('avatar', 'jpg, png'), errors: { avatar: ['The avatar field must be a file of type: jpg, png.'] } });
  });

  it('refuses a gif, which the avatar does not accept', async () => {
    const demo = await login(t.app);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const body = await multipartBody({ _method: 'put' }, { avatar: { name: 'a.gif', type: 'image/gif', bytes: gif } });
    const response = await t.app.inject({ method: 'POST', url, headers: { ...demo.headers, ...body.headers }, payload: body.payload });
    expect(response.json().errors.avatar).toEqual([m.fileType('avatar', 'jpg, png')]);
  });

  it('refuses an 801 kB image and accepts one of exactly 800 kB', async () => {
    const demo = await login(t.app);
    const big = await multipartBody({ _method: 'put' }, { avatar: { name: 'big.png', type: 'image/png', bytes: await pngOfSize(801 * 1024) } });
    const refused = await t.app.inject({ method: 'POST', url, headers: { ...demo.headers, ...big.headers }, payload: big.payload });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.avatar).toEqual(['The avatar field must not be greater than 800 kilobytes.']);

    const limit = await multipartBody({ _method: 'put' }, { avatar: { name: 'ok.png', type: 'image/png', bytes: await pngOfSize(800 * 1024) } });
    const accepted = await t.app.inject({ method: 'POST', url, headers: { ...demo.headers, ...limit.headers }, payload: limit.payload });
    expect(accepted.statusCode).toBe(200);
  });

  it('validates phone and gender', async () => {
    const demo = await login(t.app);
    for (const [fields, field, message] of [
      [{ phone: '12ab' }, 'phone', m.format('phone')],
      [{ gender: 'other' }, 'gender', m.invalid('gender')],
    ] as const) {
      const response = await t.app.inject({ method: 'PUT', url, headers: demo.headers, payload: fields });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
  });

  it('lets an admin change phone and gender but never the full name, the avatar or the role', async () => {
    const admin = await login(t.app, 'admin@example.com');
    const body = await multipartBody(
      { _method: 'put', full_name: 'Renamed', phone: '+441234567890', gender: 'male', role: 'user' },
      { avatar: { name: 'a.png', type: 'image/png', bytes: await png(50, 50) } },
    );
    const response = await t.app.inject({ method: 'POST', url, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ full_name: 'Ada Admin', phone: '+441234567890', gender: 'male', avatar: null, role: 'admin' });
  });
});
