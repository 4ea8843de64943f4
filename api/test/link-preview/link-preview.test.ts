import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LinkPreviewMeta, postMediaMessages as pm, serverMessages as m } from '@cadence/shared-lib/contract';
import { buildApp } from '../../src/app';
import { systemResolver, type Resolver } from '../../src/modules/link-preview/resolve-target';
import { PREVIEWS_PER_MINUTE } from '../../src/modules/link-preview/throttle';
import { createTestDatabase, testConfig } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { startPageServer, type PageServer } from './page-server';

const URL = '/api/web/v1/posts/link-preview';
const TIMEOUT_MS = 800;

describe('GET /posts/link-preview', () => {
  let app: FastifyInstance;
  let server: PageServer;
  let headers: { authorization: string };
  let cleanup: () => Promise<void>;
  const resolved: string[] = [];

  // Names only this test knows: one resolves to a private address, one to the local server (to
  // show the connection goes to the checked address, since real DNS cannot resolve it).
  const resolver: Resolver = async (hostname) => {
    resolved.push(hostname);
    if (hostname === 'intranet.example.com') return [{ address: '10.20.30.40', family: 4 }];
    if (hostname === 'mixed.example.com') return [{ address: '93.184.216.34', family: 4 }, { address: '192.168.0.7', family: 4 }];
    if (hostname === 'pinned.test') return [{ address: '127.0.0.1', family: 4 }];
    return systemResolver(hostname);
  };

  beforeAll(async () => {
    server = await startPageServer();
    const database = await createTestDatabase();
    const config = testConfig(database.url);
    app = await buildApp(config, {
      databaseUrl: database.url,
      // Test seam: only the local page server's exact host:port is exempt from the address rule.
      linkPreview: { allowHosts: [`127.0.0.1:${server.port}`, `pinned.test:${server.port}`], resolver, timeoutMs: TIMEOUT_MS },
    });
    cleanup = async () => {
      await app.close();
      await database.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    };
  });
  // A fresh user per test: the per-user throttle would otherwise count every test's requests.
  beforeEach(async () => {
    headers = (await registerUser(app)).headers;
  });
  afterAll(async () => {
    await cleanup();
    await server.close();
  });

  const preview = (url: string, as: { authorization: string } = headers) =>
    app.inject({ method: 'GET', url: URL, query: { url }, headers: as });
  const meta = async (url: string) => {
    const response = await preview(url);
    expect(response.statusCode).toBe(200);
    return LinkPreviewMeta.strict().parse(response.json().data.meta);
  };
  const refusal = async (url: string, message: string = pm.urlRefused) => {
    const response = await preview(url);
    expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 422, body: { message, errors: { url: [message] } } });
  };

  it('reads the Open Graph card and makes the image absolute', async () => {
    expect(await meta(`${server.origin}/og`)).toEqual({
      title: 'Spring & Summer launch',
      description: 'Everything new this season.',
      host: '127.0.0.1',
      image: `${server.origin}/images/card.jpg`,
    });
  });

  it('falls back to the Twitter card, then to <title> and the meta description', async () => {
    expect(await meta(`${server.origin}/twitter`)).toEqual({
      title: 'Tweet title',
      description: 'Tweet text',
      host: '127.0.0.1',
      image: 'https://cdn.example.com/t.png',
    });
    expect(await meta(`${server.origin}/plain`)).toEqual({ title: 'Only a title', description: 'Just the description.', host: '127.0.0.1', image: null });
  });

  it('reads the charset the page declares and compressed pages', async () => {
    expect((await meta(`${server.origin}/latin1`)).title).toBe('Café crème');
    expect((await meta(`${server.origin}/gzip`)).title).toBe('Compressed');
  });

  it('connects to the address it checked (pinned), not to a second DNS answer', async () => {
    expect((await meta(`http://pinned.test:${server.port}/og`)).host).toBe('pinned.test');
    expect(server.lastHost).toBe(`pinned.test:${server.port}`);
  });

  it('refuses loopback, private, link-local and metadata addresses before connecting', async () => {
    const before = server.hits.get('/og') ?? 0;
    for (const url of [
      'http://127.0.0.1/',
      `http://127.0.0.1:${server.port + 1}/og`,
      `http://localhost:${server.port}/og`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/',
      'http://192.168.1.1/',
      'http://172.16.0.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://2130706433/',
      'http://224.0.0.1/',
      'http://intranet.example.com/',
      'http://mixed.example.com/',
    ]) {
      await refusal(url);
    }
    expect(resolved).toEqual(expect.arrayContaining(['localhost', 'intranet.example.com', 'mixed.example.com']));
    expect(server.hits.get('/og') ?? 0).toBe(before);
  });

  it('accepts only http and https URLs', async () => {
    for (const url of ['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      const response = await preview(url);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.url).toEqual([m.url('url')]);
    }
    expect((await app.inject({ method: 'GET', url: URL, headers })).json().errors.url).toEqual([m.required('url')]);
  });

  it('follows up to 3 redirects, re-checking each one', async () => {
    expect((await meta(`${server.origin}/to-og`)).title).toBe('Spring & Summer launch');
    expect((await meta(`${server.origin}/chain-2`)).title).toBe('Spring & Summer launch');
    await refusal(`${server.origin}/to-metadata`);
    await refusal(`${server.origin}/to-private`);
    await refusal(`${server.origin}/to-localhost`);
    await refusal(`${server.origin}/chain-1`, pm.unreachable);
  });

  it('refuses what is not an HTML page, and pages that answer an error', async () => {
    await refusal(`${server.origin}/json`, pm.notHtml);
    await refusal(`${server.origin}/missing`, pm.unreachable);
  });

  it('reads no more than 1 MB of a page', async () => {
    expect(await meta(`${server.origin}/huge`)).toEqual({ title: 'Huge page', description: null, host: '127.0.0.1', image: null });
  });

  it('gives up on a page that does not answer in time, with a clear message', async () => {
    const started = Date.now();
    await refusal(`${server.origin}/slow`, pm.urlTimeout);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it('caches a preview for a while and throttles each user', async () => {
    const url = `${server.origin}/plain?cached=1`;
    const before = server.hits.get('/plain') ?? 0;
    await meta(url);
    await meta(url);
    expect(server.hits.get('/plain')).toBe(before + 1);

    const user = await registerUser(app);
    for (let i = 0; i < PREVIEWS_PER_MINUTE; i += 1) expect((await preview(url, user.headers)).statusCode).toBe(200);
    const throttled = await preview(url, user.headers);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: URL, query: { url } })).statusCode).toBe(401);
  });
});
