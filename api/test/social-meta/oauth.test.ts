// Facebook Login against the fake: the consent URL, the code exchange to a long-lived token, and
// discovery of the Page and the Instagram account behind it — and the ways a consent goes wrong.
import { FACEBOOK_SCOPES, connectionMessages } from '@cadence/shared-lib/contract';
import { createMetaOAuth } from '../../src/modules/social/meta';
import { NetworkError } from '../../src/modules/social/types';
import type { MetaFake } from '../../src/sandbox-networks/meta';
import type { RunningFake } from '../../src/sandbox-networks/server';
import { connect, consent, CREDENTIALS, REDIRECT_URI, socialConfig, startMeta } from './helpers';

let meta: RunningFake<MetaFake>;

beforeAll(async () => {
  meta = await startMeta();
});
afterAll(() => meta.close());
beforeEach(() => meta.fake.reset());

describe('Facebook Login', () => {
  it('asks for every permission Cadence needs on the configured dialog', () => {
    const config = socialConfig(meta.url);
    const url = createMetaOAuth(config, CREDENTIALS).authorizationUrl({ state: 's1', codeVerifier: null, redirectUri: REDIRECT_URI });
    expect(url.origin + url.pathname).toBe(`${meta.url}/www/v23.0/dialog/oauth`);
    expect(url.searchParams.get('client_id')).toBe(CREDENTIALS.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(',')).toEqual([...FACEBOOK_SCOPES]);
  });

  it('round-trips to a long-lived token and finds the Page and its Instagram account', async () => {
    const config = socialConfig(meta.url);
    const { location } = await consent(config, 'state-xyz');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-xyz');

    const oauth = createMetaOAuth(config, CREDENTIALS);
    const before = Date.now();
    const tokens = await oauth.exchangeCode({ code: location.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: REDIRECT_URI });
    expect(tokens.refreshToken).toBeNull();
    expect(oauth.refresh('anything')).toBeNull();
    // Long-lived: about 60 days.
    const days = ((tokens.expiresAt?.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThan(61);
    expect([...tokens.scopes].sort()).toEqual([...FACEBOOK_SCOPES].sort());

    const discovery = await oauth.discover(tokens);
    expect(discovery.user.name).toBe('Sandbox User');
    const page = discovery.accounts.find((a) => a.platform === 'facebook');
    const ig = discovery.accounts.find((a) => a.platform === 'instagram');
    expect(page).toMatchObject({ kind: 'page', name: 'Cadence Sandbox Page', parentExternalId: null, link: `${meta.url}/www/${page?.externalId}` });
    expect(page?.accessToken).toMatch(/^EAAP/);
    expect(ig).toMatchObject({
      kind: 'instagram_business',
      username: 'cadence.sandbox',
      parentExternalId: page?.externalId,
      accessToken: page?.accessToken,
      link: `${meta.url}/www/instagram/cadence.sandbox`,
    });
    // The links open the fake's public pages.
    expect((await fetch(page?.link ?? '')).status).toBe(200);
    expect((await fetch(ig?.link ?? '')).status).toBe(200);
  });

  it('refuses a code used twice and a wrong client secret', async () => {
    const config = socialConfig(meta.url);
    const { location } = await consent(config);
    const code = location.searchParams.get('code') ?? '';
    await createMetaOAuth(config, CREDENTIALS).exchangeCode({ code, codeVerifier: null, redirectUri: REDIRECT_URI });
    await expect(createMetaOAuth(config, CREDENTIALS).exchangeCode({ code, codeVerifier: null, redirectUri: REDIRECT_URI })).rejects.toMatchObject({
      failure: 'permanent',
      code: '100/36009',
    });

    const again = await consent(config);
    const wrong = createMetaOAuth(config, { ...CREDENTIALS, clientSecret: 'not-the-secret' });
    const error: unknown = await wrong
      .exchangeCode({ code: again.location.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: REDIRECT_URI })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ failure: 'permanent', code: '1' });
    expect((error as NetworkError).userMessage).toContain('Facebook refused the connection');
  });

  it('refuses a redirect URI that differs from the dialog one', async () => {
    const config = socialConfig(meta.url);
    const { location } = await consent(config);
    await expect(
      createMetaOAuth(config, CREDENTIALS).exchangeCode({ code: location.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: `${REDIRECT_URI}/other` }),
    ).rejects.toMatchObject({ failure: 'permanent', code: '100/36008' });
  });

  it('names the declined permissions', async () => {
    meta.fake.nextConsent({ declined: ['instagram_content_publish', 'pages_manage_posts'] });
    const error: unknown = await connect(socialConfig(meta.url)).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'permanent', code: 'missing_scopes' });
    expect((error as NetworkError).userMessage).toBe(connectionMessages.missingScopes('pages_manage_posts, instagram_content_publish'));
  });

  it('says so when the consent reaches no Page', async () => {
    meta.fake.nextConsent({ pages: 0 });
    await expect(connect(socialConfig(meta.url))).rejects.toMatchObject({ failure: 'permanent', code: 'no_accounts', userMessage: connectionMessages.noAccounts });
  });

  it('follows paging through a user with many Pages', async () => {
    meta.fake.nextConsent({ pages: 130 });
    const { discovery } = await connect(socialConfig(meta.url));
    expect(discovery.accounts.filter((a) => a.platform === 'facebook')).toHaveLength(130);
    expect(discovery.accounts.filter((a) => a.platform === 'instagram')).toHaveLength(130);
    expect(new Set(discovery.accounts.map((a) => a.externalId)).size).toBe(260);
  });

  it('shows an error page for an unknown app id instead of redirecting', async () => {
    const config = socialConfig(meta.url);
    const url = createMetaOAuth(config, { clientId: 'someone-else', clientSecret: 'x' }).authorizationUrl({ state: 's', codeVerifier: null, redirectUri: REDIRECT_URI });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid App ID');
  });
});
