// Connecting Facebook (Pages + Instagram), LinkedIn (member + organizations) and X (PKCE) against
// the fake networks, what the tab lists, the user flags, and every way a round trip is refused.
import { eq } from 'drizzle-orm';
import { CONNECTIONS_PAGE, connectionMessages, ConnectionsData, type User } from '@cadence/shared-lib/contract';
import { oauthStates, socialAccounts, socialGrants } from '../../src/db/schema';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { callback, connect, createLiveApp, enableChannels, followConsent, liveEnv, startConnect, startFakes, type Fakes } from './harness';

const LIST = '/api/web/v1/account-settings/connections';

describe('connections: connect', () => {
  let fakes: Fakes;
  let t: TestApp;
  const clock = manualClock(new Date());

  const list = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: LIST, headers });
    expect(response.statusCode).toBe(200);
    return ConnectionsData.parse(response.json().data);
  };
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers })).json().data.user as User;

  beforeAll(async () => {
    fakes = await startFakes();
    t = await createLiveApp(fakes, clock);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  it('connects Facebook: every Page and the Instagram account behind it, with links; the flag turns on', async () => {
    const user = await registerUser(t.app);
    const started = await startConnect(t.app, user.headers, 'facebook');
    // The consent asks for the permissions spec §7 names, and the cookie is scoped to the callback.
    const scope = started.url.searchParams.get('scope') ?? '';
    for (const permission of ['instagram_basic', 'pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'instagram_content_publish']) {
      expect(scope).toContain(permission);
    }
    expect(started.cookie.path).toBe('/api/web/v1/account-settings/connections/callback/facebook');
    const back = await followConsent(started.url);
    expect(back.pathname).toBe('/api/web/v1/account-settings/connections/callback/facebook');
    const response = await callback(t.app, back, started.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${CONNECTIONS_PAGE}?status=success&platform=facebook`);

    const data = await list(user.headers);
    const pages = data.connections.filter((c) => c.platform === 'facebook');
    const instagram = data.connections.filter((c) => c.platform === 'instagram');
    expect(pages.length).toBeGreaterThan(0);
    expect(instagram.length).toBeGreaterThan(0);
    for (const c of [...pages, ...instagram]) {
      expect(c.identifier_name).not.toBe('');
      expect(c.link).toMatch(/^https?:\/\//);
      expect(c.status).toBe('active');
    }
    expect(data.access_token).toBeNull();
    expect(data.sandbox).toBe(false);
    expect(data.networks.find((n) => n.network === 'facebook')).toEqual({ network: 'facebook', available: true, connected: true, reconnect_needed: false });
    expect(data.networks.find((n) => n.network === 'linkedin')?.connected).toBe(false);
    const flags = await me(user.headers);
    expect([flags.connected_with_facebook, flags.connected_with_linkedin, flags.connected_with_twitter]).toEqual([true, false, false]);

    // Tokens are stored encrypted, never as sent.
    const [grant] = await t.db.select().from(socialGrants).where(eq(socialGrants.user_id, user.user.id));
    expect(grant.access_token_encrypted.split('.')).toHaveLength(3);
    const access = await t.app.social.tokens.access(pages[0].id);
    expect(access?.account.accessToken).toBeTruthy();
    expect(grant.access_token_encrypted).not.toContain(access?.account.accessToken ?? '-');
  });

  it('connects LinkedIn: the member and the organizations they administer', async () => {
    const user = await registerUser(t.app);
    const back = await connect(t.app, user.headers, 'linkedin');
    expect(back.searchParams.get('status')).toBe('success');
    expect(back.searchParams.get('platform')).toBe('linkedin');
    const data = await list(user.headers);
    const kinds = data.connections.filter((c) => c.platform === 'linkedin').map((c) => c.kind);
    expect(kinds).toContain('member');
    expect(kinds).toContain('organization');
    expect((await me(user.headers)).connected_with_linkedin).toBe(true);
  });

  it('connects X with PKCE (S256 challenge, the verifier kept encrypted)', async () => {
    const user = await registerUser(t.app);
    const started = await startConnect(t.app, user.headers, 'twitter');
    expect(started.url.searchParams.get('code_challenge_method')?.toUpperCase()).toBe('S256');
    expect(started.url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [state] = await t.db.select().from(oauthStates).where(eq(oauthStates.user_id, user.user.id));
    expect(state.code_verifier_encrypted).toBeTruthy();
    const response = await callback(t.app, await followConsent(started.url), started.cookie);
    expect(response.headers.location).toBe(`${CONNECTIONS_PAGE}?status=success&platform=twitter`);
    const data = await list(user.headers);
    expect(data.connections.map((c) => [c.platform, c.kind])).toEqual([['twitter', 'user']]);
    expect((await me(user.headers)).connected_with_twitter).toBe(true);
  });

  it('reconnecting updates the same accounts instead of duplicating them', async () => {
    const user = await registerUser(t.app);
    await connect(t.app, user.headers, 'twitter');
    const before = await list(user.headers);
    await connect(t.app, user.headers, 'twitter');
    const after = await list(user.headers);
    expect(after.connections.map((c) => c.id)).toEqual(before.connections.map((c) => c.id));
    expect(await t.db.select().from(socialGrants).where(eq(socialGrants.user_id, user.user.id))).toHaveLength(1);
  });

  describe('refused round trips end on the tab with status=error', () => {
    const reasonOf = (location: string | undefined) => new URL(String(location), 'http://app.local').searchParams;

    it('without the browser cookie (another browser), the state is refused', async () => {
      const user = await registerUser(t.app);
      const started = await startConnect(t.app, user.headers, 'linkedin');
      const response = await callback(t.app, await followConsent(started.url), null);
      const query = reasonOf(response.headers.location as string);
      expect(query.get('status')).toBe('error');
      expect(query.get('platform')).toBe('linkedin');
      expect(query.get('reason')).toBe(connectionMessages.stateInvalid);
      expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.user_id, user.user.id))).toHaveLength(0);
    });

    it('a forged state, a used state and an expired state are refused', async () => {
      const user = await registerUser(t.app);
      const started = await startConnect(t.app, user.headers, 'twitter');
      const back = await followConsent(started.url);
      const forged = new URL(back);
      forged.searchParams.set('state', 'not-the-state');
      expect(reasonOf((await callback(t.app, forged, started.cookie)).headers.location as string).get('reason')).toBe(connectionMessages.stateInvalid);
      // The real one works once, then never again.
      expect(reasonOf((await callback(t.app, back, started.cookie)).headers.location as string).get('status')).toBe('success');
      expect(reasonOf((await callback(t.app, back, started.cookie)).headers.location as string).get('reason')).toBe(connectionMessages.stateInvalid);

      const late = await startConnect(t.app, user.headers, 'twitter');
      const lateBack = await followConsent(late.url);
      clock.advance(11 * 60_000);
      expect(reasonOf((await callback(t.app, lateBack, late.cookie)).headers.location as string).get('reason')).toBe(connectionMessages.stateInvalid);
    });

    it("a state started for one network can't finish another", async () => {
      const user = await registerUser(t.app);
      const started = await startConnect(t.app, user.headers, 'linkedin');
      const back = await followConsent(started.url);
      const elsewhere = new URL(back);
      elsewhere.pathname = elsewhere.pathname.replace('/linkedin', '/twitter');
      const response = await callback(t.app, elsewhere, { ...started.cookie, name: 'cadence_oauth_twitter' });
      expect(reasonOf(response.headers.location as string).get('reason')).toBe(connectionMessages.stateInvalid);
    });

    it('a denial by the user at the network says they cancelled', async () => {
      const user = await registerUser(t.app);
      const started = await startConnect(t.app, user.headers, 'facebook');
      // What the network sends back when the user clicks Cancel (platform-contracts §2.1).
      const denied = new URL(`http://127.0.0.1${started.cookie.path}`);
      denied.searchParams.set('error', 'access_denied');
      denied.searchParams.set('error_reason', 'user_denied');
      denied.searchParams.set('error_description', 'Permissions error');
      denied.searchParams.set('state', started.url.searchParams.get('state') ?? '');
      const query = reasonOf((await callback(t.app, denied, started.cookie)).headers.location as string);
      expect([query.get('status'), query.get('platform'), query.get('reason')]).toEqual(['error', 'facebook', connectionMessages.denied]);
      expect((await me(user.headers)).connected_with_facebook).toBe(false);
    });
  });

  it('is for users only', async () => {
    const { login } = await import('../setup/login');
    const admin = await login(t.app, 'admin@example.com');
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: admin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}/connect-with-facebook` })).statusCode).toBe(401);
  });

  it('accepts the return query on the list and refuses a malformed one', async () => {
    const user = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?status=success&platform=twitter`, headers: user.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?status=maybe`, headers: user.headers })).statusCode).toBe(422);
  });
});

describe('connections: a channel the administrator has not enabled', () => {
  let fakes: Fakes;
  let t: TestApp;

  beforeAll(async () => {
    fakes = await startFakes();
    t = await createTestApp({ env: liveEnv(fakes) });
    await enableChannels(t, ['twitter']);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  it('answers 422 with the message on connect, and the tab shows it unavailable', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `${LIST}/connect-with-linkedin`, headers: user.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: connectionMessages.channelUnavailable('LinkedIn'),
      errors: { platform: [connectionMessages.channelUnavailable('LinkedIn')] },
    });
    const data = ConnectionsData.parse((await t.app.inject({ method: 'GET', url: LIST, headers: user.headers })).json().data);
    expect(data.networks.map((n) => [n.network, n.available])).toEqual([
      ['facebook', false],
      ['linkedin', false],
      ['twitter', true],
    ]);
  });
});
