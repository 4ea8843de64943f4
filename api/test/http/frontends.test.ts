// The built front ends on the API's port: SPA fallback, remote files with CORS and cache headers,
// /remotes.json re-read on every request, and a clear 503 while nothing is built.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import errorsPlugin from '../../src/plugins/errors';
import frontendsPlugin, { type FrontendsOptions } from '../../src/plugins/frontends';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

async function buildApp(options: FrontendsOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(frontendsPlugin, options);
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.ready();
  return app;
}

describe('frontends plugin', () => {
  let root: string;
  let remotesFile: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cadence-frontends-'));
    remotesFile = path.join(root, 'remotes.json');
    await writeFiles(root, {
      'shell/dist/index.html': '<!doctype html><title>Cadence shell</title>',
      'shell/dist/main.js': 'console.log("main")',
      'shell/dist/412.3fa9c0de.js': 'console.log("chunk")',
      'mfe-planner/dist/remoteEntry.js': 'var mfe_planner;',
      'mfe-planner/dist/mf-manifest.json': '{"id":"mfe_planner"}',
      'mfe-planner/dist/standalone.html': '<!doctype html><title>planner QA</title>',
      'mfe-planner/dist/src_pages_Queue.0badf00d.js': 'queue',
      'secret.txt': 'do not serve',
    });
    app = await buildApp({ root, remotesFile });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves index.html at / and as the fallback for client-side routes, revalidated', async () => {
    for (const url of ['/', '/dashboard', '/posts/edit/42']) {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Cadence shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves entry files no-cache and hashed chunks immutable', async () => {
    const main = await app.inject({ method: 'GET', url: '/main.js' });
    expect(main.body).toBe('console.log("main")');
    expect(main.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/412.3fa9c0de.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(chunk.headers['content-type'])).toContain('javascript');
  });

  it('answers 404 for a missing file, for a non-HTML client, and for unknown API paths', async () => {
    expect((await app.inject({ method: 'GET', url: '/missing.js', headers: HTML })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/web/v1/nothing', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found.' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('never serves a file outside the dist folders', async () => {
    for (const url of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/remotes/planner/..%2f..%2fsecret.txt', '/remotes/planner/%2e%2e/%2e%2e/secret.txt']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('do not serve');
      expect(response.statusCode).toBe(404);
    }
  });

  it('serves remote files with CORS for any origin and the right cache headers', async () => {
    const entry = await app.inject({ method: 'GET', url: '/remotes/planner/remoteEntry.js', headers: { origin: 'https://other.test' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_planner;');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/planner/mf-manifest.json' });
    expect(manifest.json()).toEqual({ id: 'mfe_planner' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/planner/src_pages_Queue.0badf00d.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const qa = await app.inject({ method: 'GET', url: '/remotes/planner/posts/queue', headers: HTML });
    expect(qa.body).toContain('planner QA');
  });

  it('answers a clear 503 for a remote that is not built and 404 for an unknown remote', async () => {
    const missing = await app.inject({ method: 'GET', url: '/remotes/checklists/remoteEntry.js' });
    expect(missing.statusCode).toBe(503);
    expect(missing.body).toContain('is not built yet: run npm run build');
    expect((await app.inject({ method: 'GET', url: '/remotes/evil/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('re-reads the remotes file on every request, no-store', async () => {
    await writeFile(remotesFile, JSON.stringify({ mfe_planner: '/remotes/planner/mf-manifest.json' }));
    const first = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(first.json()).toEqual({ mfe_planner: '/remotes/planner/mf-manifest.json' });
    expect(first.headers['cache-control']).toBe('no-store');

    await writeFile(remotesFile, JSON.stringify({ mfe_planner: 'https://cdn.cadence.test/planner/2.0.0/mf-manifest.json' }));
    const second = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(second.json()).toEqual({ mfe_planner: 'https://cdn.cadence.test/planner/2.0.0/mf-manifest.json' });
  });

  it('answers an invalid or missing remotes file with a clear 503, not a 500', async () => {
    await writeFile(remotesFile, JSON.stringify({ 'Bad-Name': 42 }));
    const invalid = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(invalid.statusCode).toBe(503);
    expect(invalid.json().message).toMatch(/^The front-end remotes map is unavailable: the remotes file does not match the contract/);

    await writeFile(remotesFile, '{ not json');
    const malformed = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(malformed.statusCode).toBe(503);
    expect(malformed.json().message).toContain('not valid JSON');

    await rm(remotesFile);
    const gone = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json().message).toContain('cannot be read');
  });

  it('serves the default map of the six remotes without a remotes file', async () => {
    const plain = await buildApp({ root });
    const response = await plain.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toEqual({
      mfe_planner: '/remotes/planner/mf-manifest.json',
      mfe_checklists: '/remotes/checklists/mf-manifest.json',
      mfe_analytics: '/remotes/analytics/mf-manifest.json',
      mfe_ideas: '/remotes/ideas/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
      mfe_account: '/remotes/account/mf-manifest.json',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    await plain.close();
  });

  it('answers a clear 503 page while the shell is not built, and starts anyway', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'cadence-unbuilt-'));
    const unbuilt = await buildApp({ root: path.join(empty, 'does-not-exist') });
    const response = await unbuilt.inject({ method: 'GET', url: '/dashboard', headers: HTML });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('The front end is not built yet: run npm run build');
    expect((await unbuilt.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await unbuilt.close();
    await rm(empty, { recursive: true, force: true });
  });
});
