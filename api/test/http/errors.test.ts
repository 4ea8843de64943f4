// The one error handler: Laravel-shaped 422s, `{ message }` for client errors, nothing internal on 5xx.
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import errorsPlugin, { HttpError, validationError } from '../../src/plugins/errors';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  err?: { message: string; stack: string };
}

async function buildApp(logs: LogLine[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  const app = Fastify({ bodyLimit: 1024, logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const Notifications = z.object({
    full_name: z.string({ error: 'The full name field is required.' }).min(1, 'The full name field is required.'),
    notifications: z.object({ email: z.object({ post_reminder: z.boolean({ error: 'The post reminder field must be true or false.' }) }) }),
  });
  typed.post('/api/web/v1/settings', { schema: { body: Notifications } }, async (request) => ({ data: request.body }));
  typed.post('/api/web/v1/strict', { schema: { body: z.object({ name: z.string() }).strict() } }, async () => ({ data: 1 }));
  app.post('/api/web/v1/zod-in-handler', async (request) => ({ data: z.object({ email: z.email('The email field must be a valid email address.') }).parse(request.body) }));
  app.post('/api/web/v1/login', async () => {
    throw validationError('email', 'These credentials do not match our records.');
  });
  app.get('/api/web/v1/me', async () => {
    throw new HttpError(401, 'Unauthenticated.');
  });
  app.get('/api/web/v1/admin', async () => {
    throw Object.assign(new Error('This action is unauthorized.'), { statusCode: 403 });
  });
  app.get('/api/web/v1/boom', async () => {
    throw new Error('duplicate key value violates unique constraint "users_email_unique" in SELECT * FROM users');
  });
  app.get('/api/web/v1/unavailable', async () => {
    throw new HttpError(503, 'connect ECONNREFUSED 127.0.0.1:5432');
  });
  return app;
}

describe('errors plugin', () => {
  const logs: LogLine[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(logs);
  });
  afterAll(() => app.close());

  it('answers a zod-validated route with 422, fields by dotted path and the first message on top', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/web/v1/settings', payload: { full_name: '', notifications: { email: { post_reminder: 'yes' } } } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The full name field is required.',
      errors: {
        full_name: ['The full name field is required.'],
        'notifications.email.post_reminder': ['The post reminder field must be true or false.'],
      },
    });
  });

  it('reports keys a strict schema refuses on the key itself', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/web/v1/strict', payload: { name: 'a', role: 'admin' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['role']);
  });

  it('answers 422 for a ZodError thrown in a handler', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/web/v1/zod-in-handler', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The email field must be a valid email address.', errors: { email: ['The email field must be a valid email address.'] } });
  });

  it('answers 422 for validationError() thrown by a handler', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/web/v1/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } });
  });

  it('answers 400 { message } for malformed JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/web/v1/settings', headers: { 'content-type': 'application/json' }, payload: '{"full_name": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 413 for a body over the limit and 415 for a media type nobody parses', async () => {
    const large = await app.inject({ method: 'POST', url: '/api/web/v1/settings', payload: { full_name: 'x'.repeat(2048) } });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: 'The request body is too large.' });
    const xml = await app.inject({ method: 'POST', url: '/api/web/v1/settings', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Unsupported Media Type.' });
  });

  it('keeps the message of 401 and 403', async () => {
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/web/v1/me' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({ message: 'Unauthenticated.' });
    const forbidden = await app.inject({ method: 'GET', url: '/api/web/v1/admin' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('answers 404 Not Found. for an unknown API route', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/web/v1/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });

  it('answers every 5xx with a generic body and logs the details with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/web/v1/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error' });
    expect(response.body).not.toMatch(/SELECT|unique|at .*\.ts/);
    const logged = logs.find((line) => line.err?.message.includes('users_email_unique'));
    expect(logged?.level).toBe(50);
    expect(logged?.reqId).toEqual(expect.any(String));
    expect(logged?.err?.stack).toContain('errors.test.ts');

    const unavailable = await app.inject({ method: 'GET', url: '/api/web/v1/unavailable' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ message: 'Server Error' });
  });
});

describe('errors plugin while the database is unreachable', () => {
  it('answers 503 with Retry-After for a connection error anywhere in the cause chain', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/api/web/v1/planners', async () => {
      // drizzle wraps pg's error: the connection refusal is the cause, not the thrown error.
      throw new Error('Failed query: select 1', { cause: Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' }) });
    });
    app.get('/api/web/v1/shutdown', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    for (const url of ['/api/web/v1/planners', '/api/web/v1/shutdown']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'The service is briefly unavailable. Please try again in a few seconds.' });
    }
    await app.close();
  });
});
