// Method spoofing over real HTTP: a POST with `_method` must reach the real PUT/PATCH/DELETE route
// with its whole lifecycle, and every other POST must reach its own route with the same bytes.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import errorsPlugin from '../../src/plugins/errors';
import methodSpoofingPlugin from '../../src/plugins/method-spoofing';

const UPLOAD_LIMIT = 8 * 1024 * 1024;

interface Seen {
  preHandlerRuns: number;
  postBodies: string[];
}

async function buildApp(seen: Seen): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 64 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(methodSpoofingPlugin, { bodyLimit: UPLOAD_LIMIT });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT } });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const Settings = z.object({ full_name: z.string().min(1, 'The full name field is required.'), notifications: z.object({ email: z.object({ post_reminder: z.string() }) }).optional() }).strict();
  typed.put(
    '/settings/:id',
    {
      schema: { params: z.object({ id: z.coerce.number() }), body: Settings },
      preHandler: async (request, reply) => {
        seen.preHandlerRuns += 1;
        if (request.headers.authorization !== 'Bearer ok') await reply.code(401).send({ message: 'Unauthenticated.' });
      },
    },
    async (request) => ({ data: { method: request.method, id: request.params.id, body: request.body } }),
  );
  typed.delete('/posts/:id', async (request) => ({ data: { method: request.method, deleted: request.params } }));
  // A path with both a real POST and a real PATCH route.
  app.post(
    '/checklists/:id',
    {
      // Records the exact bytes the POST route receives.
      preParsing: async (_request, _reply, payload) => {
        const chunks: Buffer[] = [];
        for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
        seen.postBodies.push(Buffer.concat(chunks).toString('utf8'));
        return Readable.from(chunks);
      },
    },
    async (request) => ({ data: { method: request.method, body: request.body } }),
  );
  app.patch('/checklists/:id', async (request) => ({ data: { method: request.method, body: request.body } }));
  app.put('/avatar', async (request, reply) => {
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
    return reply.header('x-fields', JSON.stringify(fields)).type('application/octet-stream').send(file);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('method spoofing', () => {
  const seen: Seen = { preHandlerRuns: 0, postBodies: [] };
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await buildApp(seen);
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => app.close());

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('replays a JSON POST with _method=PUT on the PUT route, running its preHandler and validation', async () => {
    const before = seen.preHandlerRuns;
    const response = await postJson('/settings/7?expand=all', { _method: 'PuT', full_name: 'Ada', notifications: { email: { post_reminder: '1' } } }, { authorization: 'Bearer ok' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { method: 'PUT', id: 7, body: { full_name: 'Ada', notifications: { email: { post_reminder: '1' } } } } });
    expect(seen.preHandlerRuns).toBe(before + 1);
  });

  it('lets the target route auth preHandler refuse a spoofed request', async () => {
    const response = await postJson('/settings/7', { _method: 'put', full_name: 'Ada' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('validates the spoofed body with the target route schema (422 on the dotted field)', async () => {
    const response = await postJson('/settings/7', { _method: 'put', full_name: 'Ada', notifications: { email: { post_reminder: 3 } } }, { authorization: 'Bearer ok' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['notifications.email.post_reminder']);
    expect(body.message).toBe(body.errors['notifications.email.post_reminder']?.[0]);
  });

  it('replays an urlencoded form with _method=delete on the DELETE route', async () => {
    const response = await fetch(`${base}/posts/12`, { method: 'POST', body: new URLSearchParams({ _method: 'DELETE' }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { method: 'DELETE', deleted: { id: '12' } } });
  });

  it('hands an urlencoded form without _method to the real POST route, nested keys parsed', async () => {
    const response = await fetch(`${base}/checklists/3`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=Plan+week&tags[]=team&tags[]=high&meta[due]=2026-11-30',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { method: 'POST', body: { title: 'Plan week', tags: ['team', 'high'], meta: { due: '2026-11-30' } } } });
  });

  it('hands a JSON body without _method to the real POST route with the same bytes', async () => {
    const raw = '{"title":  "Same bytes",\n "done": false}';
    const response = await fetch(`${base}/checklists/3`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { method: 'POST', body: { title: 'Same bytes', done: false } } });
    expect(seen.postBodies.at(-1)).toBe(raw);
  });

  it('replays on PATCH when the same path also has a POST route', async () => {
    const response = await postJson('/checklists/3', { _method: 'patch', title: 'Renamed' });
    expect(await response.json()).toEqual({ data: { method: 'PATCH', body: { title: 'Renamed' } } });
  });

  it('replays a multipart upload of a few MB on the PUT route with the file intact', async () => {
    const file = randomBytes(3 * 1024 * 1024 + 17);
    // Bytes that look like multipart syntax must survive too.
    file.write('\r\n--not-the-boundary\r\nname="_method"\r\n\r\n', 1000, 'latin1');
    const form = new FormData();
    form.append('full_name', 'Ada Lovelace');
    form.append('avatar', new Blob([file]), 'avatar.bin');
    form.append('_method', 'put');
    const response = await fetch(`${base}/avatar`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.headers.get('x-fields') ?? '')).toEqual({ full_name: 'Ada Lovelace' });
    const received = Buffer.from(await response.arrayBuffer());
    expect(received.length).toBe(file.length);
    expect(createHash('sha256').update(received).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
    expect(received.equals(file)).toBe(true);
  });

  it('refuses an unknown _method with 422 on _method', async () => {
    for (const value of ['get', 'purge', 42]) {
      const response = await postJson('/settings/7', { _method: value, full_name: 'Ada' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: 'The selected _method is invalid.', errors: { _method: ['The selected _method is invalid.'] } });
    }
  });

  it('answers 405 with Allow for a spoofed method the path has no route for', async () => {
    const response = await postJson('/settings/7', { _method: 'delete' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PUT');
    expect(((await response.json()) as { message: string }).message).toContain('DELETE');
  });

  it('answers 404 when the path has no route at all', async () => {
    const response = await postJson('/nowhere', { _method: 'put' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found.' });
  });

  it('answers 413, never 500, for a spoofed JSON body over the limit', async () => {
    const response = await postJson('/settings/7', { _method: 'put', full_name: 'x'.repeat(100 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 413 for a multipart body over the upload limit', async () => {
    const form = new FormData();
    form.append('_method', 'put');
    form.append('avatar', new Blob([randomBytes(UPLOAD_LIMIT + 1024)]), 'big.bin');
    const response = await fetch(`${base}/avatar`, { method: 'POST', body: form });
    expect(response.status).toBe(413);
  });

  it('works through app.inject too, as the API integration tests use it', async () => {
    const json = await app.inject({ method: 'POST', url: '/settings/5', headers: { authorization: 'Bearer ok' }, payload: { _method: 'put', full_name: 'Grace' } });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ data: { method: 'PUT', id: 5, body: { full_name: 'Grace' } } });

    const boundary = 'cadence-boundary';
    const file = randomBytes(64 * 1024);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await app.inject({ method: 'POST', url: '/avatar', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(upload.statusCode).toBe(200);
    expect(upload.rawPayload.equals(file)).toBe(true);
  });
});
