import sharp from 'sharp';
import { AdminSettings, AUTH_IMAGE_MAX_KB, DEFAULT_PRODUCT_NAME, serverMessages as m } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { multipartBody } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';

const base = '/api/web/v1/admin/settings';
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/** A genuine PNG of exactly `bytes` bytes: uncompressed noise, padded after the IEND chunk. */
async function pngOfSize(bytes: number): Promise<Buffer> {
  const width = 700;
  const height = 700;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919) % 251;
  const image = await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  if (image.length > bytes) throw new Error('base image too large');
  return Buffer.concat([image, Buffer.alloc(bytes - image.length)]);
}

describe('admin settings', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;

  const save = async (fields: Record<string, string>, image?: { name: string; type: string; bytes: Buffer }) => {
    const body = await multipartBody({ _method: 'put', ...fields }, image ? { auth_image: image } : {});
    return t.app.inject({ method: 'POST', url: base, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@example.com');
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    for (const email of ['demo@example.com', 'staff@example.com']) {
      const session = await login(t.app, email);
      expect((await t.app.inject({ method: 'GET', url: base, headers: session.headers })).statusCode).toBe(403);
      const body = await multipartBody({ _method: 'put', product_name: 'Hijacked' });
      const put = await t.app.inject({ method: 'POST', url: base, headers: { ...session.headers, ...body.headers }, payload: body.payload });
      expect(put.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('starts from the defaults', async () => {
    const response = await t.app.inject({ method: 'GET', url: base, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(AdminSettings.parse(response.json().data.settings)).toEqual({
      auth_image: null,
      product_name: DEFAULT_PRODUCT_NAME,
      support_email: null,
      maintenance_mode: false,
      maintenance_message: null,
    });
  });

  it.each([
    [{ product_name: '' }, 'product_name', m.required('product_name')],
    [{ product_name: 'x'.repeat(61) }, 'product_name', m.max('product_name', 60)],
    [{ product_name: 'Cadence', support_email: 'not-an-email' }, 'support_email', m.email('support_email')],
    [{ product_name: 'Cadence', maintenance_mode: 'perhaps' }, 'maintenance_mode', m.boolean('maintenance_mode')],
    [{ product_name: 'Cadence', maintenance_message: 'x'.repeat(501) }, 'maintenance_message', m.max('maintenance_message', 500)],
  ])('refuses %j with the field message', async (fields, field, message) => {
    const response = await save(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('checks the image type from the bytes and its size', async () => {
    const fake = await save({ product_name: 'Cadence' }, { name: 'art.png', type: 'image/png', bytes: Buffer.from('GIF89a not really a png') });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.auth_image).toEqual([m.fileType('auth_image', 'jpg, png')]);

    const big = await save({ product_name: 'Cadence' }, { name: 'art.png', type: 'image/png', bytes: await pngOfSize(AUTH_IMAGE_MAX_KB * 1024 + 10) });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.auth_image).toEqual([m.fileTooLarge('auth_image', AUTH_IMAGE_MAX_KB)]);
  });

  it('saves every field and the image; the public settings and /media/show serve them', async () => {
    const response = await save(
      { product_name: 'Acme Social', support_email: 'Help@Acme.test', maintenance_mode: 'false', maintenance_message: 'Back at noon.' },
      { name: 'login.png', type: 'image/png', bytes: await png(1200, 800) },
    );
    expect(response.statusCode).toBe(200);
    const settings = AdminSettings.parse(response.json().data.settings);
    expect(settings).toMatchObject({ product_name: 'Acme Social', support_email: 'Help@Acme.test', maintenance_mode: false, maintenance_message: 'Back at noon.' });
    expect(settings.auth_image).toMatch(/^\/media\/show\/[0-9a-f]{32}\.png$/);

    const image = await t.app.inject({ method: 'GET', url: settings.auth_image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const pub = await t.app.inject({ method: 'GET', url: '/api/web/v1/settings?keys=auth_image,product_name,support_email,maintenance_mode,maintenance_message' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toEqual({
      auth_image: settings.auth_image,
      product_name: 'Acme Social',
      support_email: 'Help@Acme.test',
      maintenance_mode: false,
      maintenance_message: 'Back at noon.',
    });

    // Saved again without a file: the image stays. With remove_auth_image it goes, and is no longer served.
    const kept = await save({ product_name: 'Acme Social' });
    expect(kept.json().data.settings.auth_image).toBe(settings.auth_image);
    const removed = await save({ product_name: 'Acme Social', remove_auth_image: 'true' });
    expect(removed.json().data.settings.auth_image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: settings.auth_image ?? '' })).statusCode).toBe(404);
  });
});
