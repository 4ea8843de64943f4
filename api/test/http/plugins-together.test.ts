// The HTTP plugins registered together in app.ts's order: they must not undo each other's work.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import errorsPlugin from '../../src/plugins/errors';
import frontendsPlugin from '../../src/plugins/frontends';
import mediaRoutePlugin from '../../src/plugins/media-route';
import methodSpoofingPlugin from '../../src/plugins/method-spoofing';
import securityPlugin from '../../src/plugins/security';
import storagePlugin from '../../src/plugins/storage';

const APP_ORIGIN = 'https://app.cadence.test';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('HTTP plugins together', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cadence-together-'));
    for (const [name, content] of Object.entries({ 'shell/dist/index.html': '<!doctype html><title>shell</title>', 'mfe-planner/dist/remoteEntry.js': 'var mfe_planner;' })) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), content);
    }
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(methodSpoofingPlugin);
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { corsOrigins: [APP_ORIGIN] });
    await app.register(multipart);
    await app.register(storagePlugin, { mediaDir: path.join(root, 'data', 'media') });
    await app.register(mediaRoutePlugin, { authorize: async (request) => request.headers.authorization === 'Bearer ok' });
    // An upload route as the account settings use it: POST + _method=put, multipart with an avatar.
    app.put('/api/web/v1/account-settings/general', async (request) => {
      const fields: Record<string, string> = {};
      let avatar: string | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') avatar = (await app.storage.put(await part.toBuffer(), { kind: 'avatar', maxBytes: 800 * 1024 })).file;
        else fields[part.fieldname] = String(part.value);
      }
      return { data: { fields, avatar } };
    });
    await app.register(frontendsPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('stores a spoofed multipart avatar and serves it back through /media/show', async () => {
    const boundary = 'together';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nAda\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nput\r\n--${boundary}--\r\n`),
    ]);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/web/v1/account-settings/general',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: APP_ORIGIN },
      payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const { fields, avatar } = saved.json().data as { fields: Record<string, string>; avatar: string };
    expect(fields).toEqual({ full_name: 'Ada' });

    const shown = await app.inject({ method: 'GET', url: `/media/show/${avatar}`, headers: { authorization: 'Bearer ok' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves remote files to any origin despite helmet and the CORS allowlist', async () => {
    const entry = await app.inject({ method: 'GET', url: '/remotes/planner/remoteEntry.js', headers: { origin: APP_ORIGIN } });
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['access-control-allow-credentials']).toBeUndefined();
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves the shell under the CSP, and the JSON 404 for unknown API paths', async () => {
    const page = await app.inject({ method: 'GET', url: '/planner', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<title>shell</title>');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const api = await app.inject({ method: 'POST', url: '/api/web/v1/unknown', payload: { _method: 'put' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found.' });
  });
});
