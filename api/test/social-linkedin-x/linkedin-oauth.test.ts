// LinkedIn connect flow against the LinkedIn fake: consent, code exchange, refresh, discovery.
import { createLinkedInOAuth } from '../../src/modules/social/linkedin';
import { NetworkError } from '../../src/modules/social/types';
import { createLinkedInFake } from '../../src/sandbox-networks/linkedin';
import { startFakeServer } from '../../src/sandbox-networks/server';
import { configFor, consent, failureOf, LINKEDIN_APP, REDIRECT, startFakes, type Fakes } from './helpers';

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(() => fakes.close());
beforeEach(() => fakes.linkedin.fake.reset());

async function connect(member?: string) {
  const oauth = createLinkedInOAuth(fakes.config, LINKEDIN_APP);
  const url = oauth.authorizationUrl({ state: 'state-1', codeVerifier: null, redirectUri: REDIRECT });
  if (member) url.searchParams.set('sandbox_member', member);
  const back = await consent(url);
  return { oauth, back, tokens: await oauth.exchangeCode({ code: back.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: REDIRECT }) };
}

test('the consent URL asks LinkedIn for every scope the app needs, and the browser comes back with a code and the state', async () => {
  const { oauth, back } = await connect();
  const url = oauth.authorizationUrl({ state: 'state-1', codeVerifier: null, redirectUri: REDIRECT });
  expect(url.pathname.endsWith('/www/oauth/v2/authorization')).toBe(true);
  expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'w_member_social', 'w_organization_social']));
  expect(oauth.usesPkce).toBe(false);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('state-1');
  expect(back.searchParams.get('code')).toBeTruthy();
});

test('a code gives a 60-day access token and a refresh token with its own lifetime; a code works once', async () => {
  const { oauth, back, tokens } = await connect();
  const days = (d: Date | null) => Math.round(((d?.getTime() ?? 0) - Date.now()) / 86_400_000);
  expect(days(tokens.expiresAt)).toBe(60);
  expect(days(tokens.refreshExpiresAt)).toBe(365);
  expect(tokens.refreshToken).toBeTruthy();
  expect(tokens.scopes).toEqual(expect.arrayContaining(['w_member_social', 'w_organization_social']));
  const again = await failureOf(oauth.exchangeCode({ code: back.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: REDIRECT }));
  expect(again.failure).toBe('permanent');
});

test('the code exchange is refused when the redirect URI differs or the app secret is wrong', async () => {
  const oauth = createLinkedInOAuth(fakes.config, LINKEDIN_APP);
  const back = await consent(oauth.authorizationUrl({ state: 's', codeVerifier: null, redirectUri: REDIRECT }));
  const wrongRedirect = await failureOf(oauth.exchangeCode({ code: back.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: `${REDIRECT}/other` }));
  expect(wrongRedirect.failure).toBe('permanent');

  const bad = createLinkedInOAuth(fakes.config, { ...LINKEDIN_APP, clientSecret: 'nope' });
  const back2 = await consent(bad.authorizationUrl({ state: 's', codeVerifier: null, redirectUri: REDIRECT }));
  const wrongSecret = await failureOf(bad.exchangeCode({ code: back2.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: REDIRECT }));
  expect(wrongSecret.failure).toBe('permanent');
  expect(wrongSecret.userMessage).toMatch(/administrator must check the LinkedIn client id and secret/);
});

test('discover() finds the member and the organization they administer, with links to their pages', async () => {
  const { oauth, tokens } = await connect();
  const found = await oauth.discover(tokens);
  expect(found.user.name).toBe('Sandbox Member');
  const [member, org] = found.accounts;
  expect(member).toMatchObject({ platform: 'linkedin', kind: 'member', name: 'Sandbox Member', externalId: found.user.externalId });
  expect(member.link).toMatch(new RegExp(`^${fakes.linkedin.url}/www/in/`));
  expect(member.picture).toMatch(/^http:\/\/127\.0\.0\.1/);
  expect(org).toMatchObject({ platform: 'linkedin', kind: 'organization', name: 'Cadence Sandbox Org' });
  expect(org.externalId).toMatch(/^\d+$/);
  expect(org.link).toBe(`${fakes.linkedin.url}/www/company/cadence-sandbox-org`);
  // The links open sandbox pages.
  expect((await fetch(member.link ?? '')).status).toBe(200);
  expect(found.accounts).toHaveLength(2);
});

test('the same member name is the same member on every consent (a reconnect finds the same accounts); another name is another member', async () => {
  const a = await connect();
  const b = await connect();
  const c = await connect('Another Person');
  const [da, db, dc] = await Promise.all([a.oauth.discover(a.tokens), b.oauth.discover(b.tokens), c.oauth.discover(c.tokens)]);
  expect(db.user.externalId).toBe(da.user.externalId);
  expect(dc.user.externalId).not.toBe(da.user.externalId);
  expect(dc.accounts[1].externalId).not.toBe(da.accounts[1].externalId);
});

test('refresh() gives a new access token and keeps the refresh token with the lifetime it had left', async () => {
  const { oauth, tokens } = await connect();
  fakes.linkedin.fake.expireTokens();
  const expired = await failureOf(oauth.discover(tokens));
  expect(expired).toBeInstanceOf(NetworkError);
  expect(expired).toMatchObject({ failure: 'refresh', code: 'EXPIRED_ACCESS_TOKEN' });

  const refreshed = await oauth.refresh(tokens.refreshToken ?? '');
  expect(refreshed?.accessToken).not.toBe(tokens.accessToken);
  expect(refreshed?.refreshToken).toBe(tokens.refreshToken);
  expect(Math.abs((refreshed?.refreshExpiresAt?.getTime() ?? 0) - (tokens.refreshExpiresAt?.getTime() ?? 0))).toBeLessThan(2000);
  const again = await oauth.discover(refreshed!);
  expect(again.accounts).toHaveLength(2);
});

test('a refresh token that LinkedIn no longer accepts means the user must reconnect', async () => {
  const oauth = createLinkedInOAuth(fakes.config, LINKEDIN_APP);
  expect(await failureOf(oauth.refresh('AQX.not-a-token.x')!)).toMatchObject({ failure: 'reconnect' });
});

test('the consent page of the sandbox shows Allow and Cancel as form buttons; Cancel returns user_cancelled_authorize', async () => {
  const page = await startFakeServer((baseUrl) => createLinkedInFake({ baseUrl, ...LINKEDIN_APP, consent: 'page' }));
  try {
    const oauth = createLinkedInOAuth(configFor(page.url, fakes.x.url), LINKEDIN_APP);
    const url = oauth.authorizationUrl({ state: 'st', codeVerifier: null, redirectUri: REDIRECT });
    const html = await (await fetch(url)).text();
    expect(html).toContain('Sandbox network.');
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="cancel">Cancel<\/button>/);
    const form = new URLSearchParams({ client_id: LINKEDIN_APP.clientId, redirect_uri: REDIRECT, scope: 'openid profile', state: 'st', sandbox_member: 'Sandbox Member' });
    const post = (decision: string) =>
      fetch(`${page.url}/www/oauth/v2/authorization`, { method: 'POST', body: new URLSearchParams({ ...Object.fromEntries(form), decision }), redirect: 'manual' });
    const cancelled = new URL((await post('cancel')).headers.get('location') ?? '');
    expect(cancelled.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(cancelled.searchParams.get('state')).toBe('st');
    const allowed = new URL((await post('allow')).headers.get('location') ?? '');
    const tokens = await oauth.exchangeCode({ code: allowed.searchParams.get('code') ?? '', codeVerifier: null, redirectUri: REDIRECT });
    expect((await oauth.discover(tokens)).user.name).toBe('Sandbox Member');
  } finally {
    await page.close();
  }
});

test('mintAccount() gives the bench a fresh member with working tokens, no browser needed', async () => {
  const a = fakes.linkedin.fake.mintAccount();
  const b = fakes.linkedin.fake.mintAccount();
  expect(a.externalId).not.toBe(b.externalId);
  const oauth = createLinkedInOAuth(fakes.config, LINKEDIN_APP);
  const found = await oauth.discover({ accessToken: a.accessToken, refreshToken: a.refreshToken, expiresAt: null, refreshExpiresAt: null, scopes: [] });
  expect(found.user).toEqual({ externalId: a.externalId, name: a.name });
  expect(found.accounts[1].externalId).toBe(a.organization.externalId);
});
