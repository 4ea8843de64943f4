// GET /media/show/:file over real HTTP: only authorised users get the bytes, with safe headers.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import errorsPlugin from '../../src/plugins/errors';
import mediaRoutePlugin from '../../src/plugins/media-route';
import storagePlugin from '../../src/plugins/storage';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0123456789abcdef')]);

describe('media route', () => {
  let app: FastifyInstance;
  let base: string;
  let workDir: string;
  let ownedFile: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'cadence-media-'));
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(storagePlugin, { mediaDir: workDir });
    // The owner is whoever presents the token the file was stored for.
    const owners = new Map<string, string>();
    await app.register(mediaRoutePlugin, { authorize: async (request, file) => owners.get(file) === request.headers.authorization });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ownedFile = (await app.storage.put(PNG, { kind: 'avatar', maxBytes: 800 * 1024 })).file;
    owners.set(ownedFile, 'Bearer alice');
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('streams the file to its owner with its real type and safe headers', async () => {
    const response = await fetch(`${base}/media/show/${ownedFile}`, { headers: { authorization: 'Bearer alice' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${ownedFile}"`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('answers a byte range with 206 (video seeking)', async () => {
    const response = await fetch(`${base}/media/show/${ownedFile}`, { headers: { authorization: 'Bearer alice', range: 'bytes=8-11' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 8-11/${PNG.length}`);
    expect(await response.text()).toBe('0123');
  });

  it('answers 404 to another user, exactly as for a missing file', async () => {
    const denied = await fetch(`${base}/media/show/${ownedFile}`, { headers: { authorization: 'Bearer mallory' } });
    const missing = await fetch(`${base}/media/show/${'0'.repeat(32)}.png`, { headers: { authorization: 'Bearer alice' } });
    expect(denied.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await denied.json()).toEqual({ message: 'Not Found.' });
    expect(await missing.json()).toEqual({ message: 'Not Found.' });
  });

  it('answers 404 for names that try to leave the media folder', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '%2e%2e%2fpackage.json']) {
      const response = await fetch(`${base}/media/show/${name}`, { headers: { authorization: 'Bearer alice' } });
      expect(response.status).toBe(404);
    }
  });
});
