// The sandbox networks mounted in the API (SOCIAL_NETWORKS=sandbox): reachable under
// /sandbox-networks without a token, given the raw body, their consent pages allowed to render;
// absent in live mode.
import net from 'node:net';
import { CONNECTIONS_PAGE, ConnectionsData } from '@cadence/shared-lib/contract';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

describe('sandbox networks', () => {
  describe('in sandbox mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { SOCIAL_NETWORKS: 'sandbox' } });
    });
    afterAll(() => t.close());

    it('serves each fake under its prefix, with its control routes taking raw JSON bodies', async () => {
      for (const name of ['meta', 'linkedin', 'x']) {
        const posts = await t.app.inject({ method: 'GET', url: `/sandbox-networks/${name}/__sandbox/posts` });
        expect(posts.statusCode).toBe(200);
        expect(posts.json()).toEqual({ data: [] });
        const fault = await t.app.inject({ method: 'POST', url: `/sandbox-networks/${name}/__sandbox/faults`, payload: { kind: 'server-error', times: 1 } });
        expect(fault.statusCode).toBe(204);
        expect((await t.app.inject({ method: 'DELETE', url: `/sandbox-networks/${name}/__sandbox/faults` })).statusCode).toBe(204);
      }
    });

    it('offers every network, and connect URLs point at the in-process sandbox whose consent page renders', async () => {
      const user = await registerUser(t.app);
      const list = await t.app.inject({ method: 'GET', url: '/api/web/v1/account-settings/connections', headers: user.headers });
      const data = list.json().data as { sandbox: boolean; networks: Array<{ available: boolean }> };
      expect(data.sandbox).toBe(true);
      expect(data.networks.every((n) => n.available)).toBe(true);

      for (const network of ['facebook', 'linkedin', 'twitter']) {
        const started = await t.app.inject({ method: 'GET', url: `/api/web/v1/account-settings/connections/connect-with-${network}`, headers: user.headers });
        expect(started.statusCode).toBe(200);
        const url = new URL((started.json() as { data: { url: string } }).data.url);
        expect(`${url.origin}${url.pathname}`.startsWith(`${t.config.publicUrl}/sandbox-networks/`)).toBe(true);
        const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toMatch(/sandbox/i);
        // The page's inline <style> is allowed there, and nothing else is loosened.
        const csp = String(page.headers['content-security-policy']);
        expect(csp).toContain("style-src 'unsafe-inline'");
        expect(csp).toContain("default-src 'none'");
      }
    });

    it('keeps the strict policy everywhere else', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(health.headers['content-security-policy'])).toContain("default-src 'self'");
    });
  });

  describe('a user connecting Facebook through the sandbox, over HTTP', () => {
    let t: TestApp;
    let origin: string;
    const freePort = () =>
      new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as net.AddressInfo;
          probe.close(() => resolve(port));
        });
      });

    beforeAll(async () => {
      const port = await freePort();
      // The app calls its own sandbox over HTTP, so it must listen where PUBLIC_URL says.
      t = await createTestApp({ env: { SOCIAL_NETWORKS: 'sandbox', HOST: '127.0.0.1', PORT: String(port) } });
      await t.app.listen({ port, host: '127.0.0.1' });
      origin = t.config.publicUrl;
    });
    afterAll(() => t.close());

    it('sees the consent page, allows, and comes back connected with the sandbox Page and Instagram account', async () => {
      const user = await registerUser(t.app);
      const start = await fetch(`${origin}/api/web/v1/account-settings/connections/connect-with-facebook`, { headers: user.headers });
      const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0];
      const consentUrl = new URL(((await start.json()) as { data: { url: string } }).data.url);
      const page = await (await fetch(consentUrl)).text();
      expect(page).toContain('Allow');

      // Submit the consent form as the browser would (every permission ticked).
      const form = new URLSearchParams();
      for (const name of ['client_id', 'redirect_uri', 'state', 'scope']) form.set(name, consentUrl.searchParams.get(name) ?? '');
      for (const scope of (consentUrl.searchParams.get('scope') ?? '').split(',')) form.append('grant', scope);
      form.set('decision', 'allow');
      const confirm = new URL('oauth/confirm', consentUrl);
      const allowed = await fetch(confirm, { method: 'POST', body: form, redirect: 'manual' });
      expect(allowed.status).toBe(302);
      const back = new URL(String(allowed.headers.get('location')));
      expect(back.origin).toBe(origin);

      const done = await fetch(back, { headers: { cookie }, redirect: 'manual' });
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe(`${CONNECTIONS_PAGE}?status=success&platform=facebook`);
      const data = ConnectionsData.parse(((await (await fetch(`${origin}/api/web/v1/account-settings/connections`, { headers: user.headers })).json()) as { data: unknown }).data);
      expect(data.connections.map((c) => c.platform).sort()).toEqual(['facebook', 'instagram']);
      expect(data.connections.every((c) => c.link?.startsWith(`${origin}/sandbox-networks/meta/`))).toBe(true);
    });
  });

  describe('in live mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { SOCIAL_NETWORKS: 'live' } });
    });
    afterAll(() => t.close());

    it('has no sandbox routes at all', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/sandbox-networks/meta/__sandbox/posts' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/sandbox-networks/x/__sandbox/faults', payload: { kind: 'server-error' } })).statusCode).toBe(404);
    });
  });
});
