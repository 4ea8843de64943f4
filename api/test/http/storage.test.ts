// Local-disk media storage: type decided from the bytes, server names, no traversal.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import storagePlugin from '../../src/plugins/storage';
import { ValidationFailedError } from '../../src/plugins/errors';

const SAMPLES: Record<string, Buffer> = {
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]),
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
};

describe('storage plugin', () => {
  let app: FastifyInstance;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = path.join(await mkdtemp(path.join(tmpdir(), 'cadence-storage-')), 'media');
    app = Fastify();
    await app.register(storagePlugin, { mediaDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(path.dirname(mediaDir), { recursive: true, force: true });
  });

  it.each(Object.entries(SAMPLES))('recognises %s from its bytes and stores it under a random name', async (extension, bytes) => {
    const stored = await app.storage.put(bytes, { kind: 'file', maxBytes: 1024 });
    expect(stored.file).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
    expect(stored.size).toBe(bytes.length);
    expect(await readFile(path.join(mediaDir, stored.file))).toEqual(bytes);
    const opened = await app.storage.open(stored.file);
    expect(opened?.contentType).toBe(stored.contentType);
    opened?.stream.destroy();
  });

  it('refuses bytes of another type whatever their name, with a 422 on the field', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const error = await app.storage.put(html, { kind: 'avatar', maxBytes: 800 * 1024 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationFailedError);
    expect((error as ValidationFailedError).errors).toEqual({ avatar: ['The avatar field must be a file of type: jpeg, png, gif, webp.'] });
  });

  it('refuses a type the kind does not allow (a PDF as an avatar, a PNG as a video)', async () => {
    await expect(app.storage.put(SAMPLES.pdf as Buffer, { kind: 'avatar', maxBytes: 1024 })).rejects.toBeInstanceOf(ValidationFailedError);
    await expect(app.storage.put(SAMPLES.png as Buffer, { kind: 'video', maxBytes: 1024, field: 'video' })).rejects.toThrow('The video field must be a file of type: mp4, mov.');
  });

  it('refuses a file over maxBytes', async () => {
    const big = Buffer.concat([SAMPLES.png as Buffer, Buffer.alloc(900 * 1024)]);
    await expect(app.storage.put(big, { kind: 'avatar', maxBytes: 800 * 1024 })).rejects.toThrow('The avatar field must not be greater than 800 kilobytes.');
  });

  it('never opens or removes a path outside its own names', async () => {
    const secret = path.join(path.dirname(mediaDir), 'secret.pdf');
    await writeFile(secret, SAMPLES.pdf as Buffer);
    for (const name of ['../secret.pdf', '..%2fsecret.pdf', '/etc/passwd', 'secret.pdf', `${'a'.repeat(32)}.html`, `../${'a'.repeat(32)}.pdf`]) {
      expect(await app.storage.open(name)).toBeNull();
      await app.storage.remove(name);
    }
    expect(await readFile(secret)).toEqual(SAMPLES.pdf);
  });

  it('removes a stored file and then reports it missing', async () => {
    const stored = await app.storage.put(SAMPLES.gif as Buffer, { kind: 'image', maxBytes: 1024 });
    await app.storage.remove(stored.file);
    expect(await app.storage.open(stored.file)).toBeNull();
    expect((await readdir(mediaDir)).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});
