// Security headers, the CORS allowlist and the global rate limit.
import Fastify, { type FastifyInstance } from 'fastify';
import errorsPlugin from '../../src/plugins/errors';
import methodSpoofingPlugin from '../../src/plugins/method-spoofing';
import securityPlugin, { type SecurityOptions } from '../../src/plugins/security';

const APP_ORIGIN = 'https://app.cadence.test';

async function buildApp(options: SecurityOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(securityPlugin, options);
  await app.register(methodSpoofingPlugin);
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/web/v1/ping', async () => ({ data: 'pong' }));
  app.put('/api/web/v1/things/:id', async (request) => ({ data: request.body }));
  app.get('/main.js', async (_request, reply) => reply.type('text/javascript').send('1'));
  await app.ready();
  return app;
}

describe('security plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ corsOrigins: [APP_ORIGIN, 'http://localhost:4200/'], publicUrl: 'http://localhost:3000', rateLimitMax: 3 });
  });
  afterAll(() => app.close());

  it('sends helmet headers with a CSP the shell and its remotes can run under, and no HSTS over http', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${APP_ORIGIN} http://localhost:4200`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain(`connect-src 'self' ${APP_ORIGIN} http://localhost:4200`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the public URL is https', async () => {
    const secure = await buildApp({ corsOrigins: [], publicUrl: 'https://cadence.test' });
    const response = await secure.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await secure.close();
  });

  it('allows a listed origin with credentials and refuses any other', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: APP_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const denied = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.test' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/web/v1/things/1',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
  });

  it('refuses a wildcard origin at start-up', async () => {
    await expect(buildApp({ corsOrigins: ['*'] })).rejects.toThrow('wildcards are not allowed');
  });

  it('answers 429 { message } with Retry-After past the limit, counts a spoofed request once, never limits /api/health', async () => {
    const from = { remoteAddress: '10.0.0.7' };
    for (let index = 0; index < 3; index += 1) {
      const spoofed = await app.inject({ method: 'POST', url: '/api/web/v1/things/1', payload: { _method: 'put', n: index }, ...from });
      expect(spoofed.statusCode).toBe(200);
    }
    const limited = await app.inject({ method: 'GET', url: '/api/web/v1/ping', ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const health = await app.inject({ method: 'GET', url: '/api/health', ...from });
    expect(health.statusCode).toBe(200);
    const asset = await app.inject({ method: 'GET', url: '/main.js', ...from });
    expect(asset.statusCode).toBe(200);

    const otherClient = await app.inject({ method: 'GET', url: '/api/web/v1/ping', remoteAddress: '10.0.0.8' });
    expect(otherClient.statusCode).toBe(200);
  });
});
