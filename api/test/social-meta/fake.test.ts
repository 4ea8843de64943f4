// The fake Meta network itself, where the clients do not reach: the consent page a person clicks
// through, version prefixes, token checks, paging links, sandbox controls and cheap seeding.
import { createFacebookPublisher } from '../../src/modules/social/meta';
import type { MetaFake } from '../../src/sandbox-networks/meta';
import type { RunningFake } from '../../src/sandbox-networks/server';
import { connect, content, CREDENTIALS, REDIRECT_URI, socialConfig, startMeta } from './helpers';

async function graph(meta: RunningFake<MetaFake>, path: string, init: RequestInit = {}) {
  const response = await fetch(`${meta.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('fake Meta network', () => {
  describe('the consent page (sandbox)', () => {
    let meta: RunningFake<MetaFake>;
    beforeAll(async () => {
      meta = await startMeta({ consent: 'page' });
    });
    afterAll(() => meta.close());

    const dialogUrl = (scope: string) =>
      `${meta.url}/www/v23.0/dialog/oauth?client_id=${CREDENTIALS.clientId}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&state=st&scope=${scope}&response_type=code`;

    it('lists the permissions and the accounts, with real Allow and Cancel buttons', async () => {
      const response = await fetch(dialogUrl('pages_show_list,pages_manage_posts'));
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('Sandbox network');
      expect(html).toContain('pages_manage_posts');
      expect(html).toContain('Cadence Sandbox Page + @cadence.sandbox');
      expect(html).toMatch(/<form method="post" action="oauth\/confirm">/);
      expect(html).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
      expect(html).toContain('<button type="submit" name="decision" value="cancel">Cancel</button>');
    });

    it('Allow redirects with a code (unticked permissions are declined); Cancel with access_denied', async () => {
      const confirm = `${meta.url}/www/v23.0/dialog/oauth/confirm`;
      const form = (decision: string, grants: string[]) => {
        const body = new URLSearchParams({ client_id: CREDENTIALS.clientId, redirect_uri: REDIRECT_URI, state: 'st', scope: 'pages_show_list,pages_manage_posts', decision });
        for (const g of grants) body.append('grant', g);
        return fetch(confirm, { method: 'POST', body, redirect: 'manual' });
      };
      const allowed = new URL((await form('allow', ['pages_show_list'])).headers.get('location') ?? '');
      expect(allowed.searchParams.get('state')).toBe('st');
      const code = allowed.searchParams.get('code') ?? '';
      const token = await graph(
        meta,
        `/graph/v23.0/oauth/access_token?client_id=${CREDENTIALS.clientId}&client_secret=${CREDENTIALS.clientSecret}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&code=${code}`,
      );
      const permissions = await graph(meta, `/graph/me/permissions?access_token=${String(token.body.access_token)}`);
      expect(permissions.body.data).toEqual([
        { permission: 'pages_show_list', status: 'granted' },
        { permission: 'pages_manage_posts', status: 'declined' },
      ]);

      const cancelled = new URL((await form('cancel', [])).headers.get('location') ?? '');
      expect(Object.fromEntries(cancelled.searchParams)).toMatchObject({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error', state: 'st' });
    });
  });

  describe('the Graph API', () => {
    let meta: RunningFake<MetaFake>;
    beforeAll(async () => {
      meta = await startMeta({ seed: { users: 2, pagesPerUser: 30 } });
    });
    afterAll(() => meta.close());

    it('answers with and without a version prefix, and checks every token', async () => {
      const minted = meta.fake.mintAccount();
      for (const prefix of ['/graph/v23.0', '/graph/v19.0', '/graph']) {
        expect((await graph(meta, `${prefix}/me?access_token=${minted.userToken}`)).body).toMatchObject({ id: minted.userId });
      }
      // A Page token's /me is the Page.
      expect((await graph(meta, `/graph/me?fields=id,name&access_token=${minted.pageToken}`)).body).toEqual({ id: minted.pageId, name: minted.pageName });
      const bad = await graph(meta, '/graph/v23.0/me?access_token=not-a-token');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ type: 'OAuthException', code: 190, fbtrace_id: expect.any(String) });
      expect((await graph(meta, '/graph/v23.0/me')).body.error).toMatchObject({ code: 2500 });
      // Another user's Page cannot be posted to.
      const other = meta.fake.mintAccount();
      const refused = await graph(meta, `/graph/v23.0/${other.pageId}/feed?access_token=${minted.pageToken}`, { method: 'POST', body: new URLSearchParams({ message: 'hi' }) });
      expect(refused.body.error).toMatchObject({ code: 200 });
    });

    it('pages /me/accounts with next links on its own base URL', async () => {
      expect(meta.fake.users()[0].pages).toHaveLength(30);
      const first = await graph(meta, `/graph/v23.0/me/accounts?limit=25&fields=id,name,access_token&access_token=${await tokenOf(meta)}`);
      expect(first.body.data).toHaveLength(25);
      const next = (first.body.paging as { next?: string }).next ?? '';
      expect(next.startsWith(`${meta.url}/graph/v23.0/me/accounts?`)).toBe(true);
      const second = (await (await fetch(next)).json()) as { data: unknown[]; paging: { next?: string } };
      expect(second.data).toHaveLength(5);
      expect(second.paging.next).toBeUndefined();
      // The client follows the links: all 30 Pages and their Instagram accounts.
      const { discovery } = await connect(socialConfig(meta.url));
      expect(discovery.accounts.filter((a) => a.kind === 'page')).toHaveLength(30);
      expect(discovery.accounts.filter((a) => a.kind === 'instagram_business')).toHaveLength(30);
    });

    it('two users publish independently with their own Page tokens', async () => {
      const a = meta.fake.mintAccount();
      const b = meta.fake.mintAccount();
      const config = socialConfig(meta.url);
      const publisher = createFacebookPublisher(config, CREDENTIALS);
      const account = (m: typeof a) => ({ platform: 'facebook' as const, kind: 'page' as const, externalId: m.pageId, accessToken: m.pageToken, parentExternalId: null });
      await Promise.all([publisher.create(account(a), content('From A'), {}), publisher.create(account(b), content('From B'), {})]);
      const posts = meta.fake.posts();
      expect(posts.filter((p) => p.accountId === a.pageId).map((p) => p.text)).toEqual(['From A']);
      expect(posts.filter((p) => p.accountId === b.pageId).map((p) => p.text)).toEqual(['From B']);
    });

    it('exposes the sandbox control routes', async () => {
      const minted = meta.fake.mintAccount();
      const inject = await fetch(`${meta.url}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'duplicate' }) });
      expect(inject.status).toBe(204);
      const config = socialConfig(meta.url);
      const account = { platform: 'facebook' as const, kind: 'page' as const, externalId: minted.pageId, accessToken: minted.pageToken, parentExternalId: null };
      await expect(createFacebookPublisher(config, CREDENTIALS).create(account, content('Dup'), {})).rejects.toMatchObject({ failure: 'permanent', code: '506' });
      await createFacebookPublisher(config, CREDENTIALS).create(account, content('Fine'), {});
      const listed = (await (await fetch(`${meta.url}/__sandbox/posts`)).json()) as { data: Array<{ text: string }> };
      expect(listed.data.map((p) => p.text)).toContain('Fine');
    });

    it('seeds a thousand Pages quickly', () => {
      const started = Date.now();
      for (let i = 0; i < 1000; i += 1) meta.fake.mintAccount();
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });
});

/** A fresh user token for the shared sandbox user (first seeded user), through the auto consent. */
async function tokenOf(meta: RunningFake<MetaFake>): Promise<string> {
  const dialog = await fetch(
    `${meta.url}/www/v23.0/dialog/oauth?client_id=${CREDENTIALS.clientId}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&state=s&scope=pages_show_list&response_type=code`,
    { redirect: 'manual' },
  );
  const code = new URL(dialog.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const answer = await graph(
    meta,
    `/graph/v23.0/oauth/access_token?client_id=${CREDENTIALS.clientId}&client_secret=${CREDENTIALS.clientSecret}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&code=${code}`,
  );
  return String(answer.body.access_token);
}

