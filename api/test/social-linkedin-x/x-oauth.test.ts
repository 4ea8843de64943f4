// X connect flow against the X fake: PKCE consent, code exchange, rotating refresh, discovery.
import { randomBytes } from 'node:crypto';
import { createXOAuth } from '../../src/modules/social/x';
import { createXFake } from '../../src/sandbox-networks/x';
import { startFakeServer } from '../../src/sandbox-networks/server';
import { configFor, consent, failureOf, REDIRECT, startFakes, X_APP, type Fakes } from './helpers';

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(() => fakes.close());
beforeEach(() => fakes.x.fake.reset());

const verifier = () => randomBytes(48).toString('base64url');

async function connect() {
  const oauth = createXOAuth(fakes.config, X_APP);
  const codeVerifier = verifier();
  const back = await consent(oauth.authorizationUrl({ state: 'x-state', codeVerifier, redirectUri: REDIRECT }));
  const code = back.searchParams.get('code') ?? '';
  return { oauth, back, code, codeVerifier, tokens: await oauth.exchangeCode({ code, codeVerifier, redirectUri: REDIRECT }) };
}

test('the consent URL uses PKCE S256 and the X scopes; the browser comes back with a code and the state', async () => {
  const oauth = createXOAuth(fakes.config, X_APP);
  const url = oauth.authorizationUrl({ state: 'x-state', codeVerifier: verifier(), redirectUri: REDIRECT });
  expect(oauth.usesPkce).toBe(true);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(url.searchParams.get('scope')).toBe('tweet.read tweet.write users.read offline.access media.write');
  const { back, tokens } = await connect();
  expect(back.searchParams.get('state')).toBe('x-state');
  expect(tokens.refreshToken).toBeTruthy();
  expect(Math.round(((tokens.expiresAt?.getTime() ?? 0) - Date.now()) / 60_000)).toBe(120);
  expect(tokens.scopes).toContain('media.write');
});

test('a wrong code verifier is refused (PKCE), and so is a code used twice', async () => {
  const oauth = createXOAuth(fakes.config, X_APP);
  const codeVerifier = verifier();
  const back = await consent(oauth.authorizationUrl({ state: 's', codeVerifier, redirectUri: REDIRECT }));
  const code = back.searchParams.get('code') ?? '';
  expect(await failureOf(oauth.exchangeCode({ code, codeVerifier: verifier(), redirectUri: REDIRECT }))).toMatchObject({ failure: 'permanent', code: 'invalid_request' });

  const second = await connect();
  expect(await failureOf(second.oauth.exchangeCode({ code: second.code, codeVerifier: second.codeVerifier, redirectUri: REDIRECT }))).toMatchObject({ failure: 'permanent' });
});

test('the token endpoint wants the app credentials (Basic auth)', async () => {
  const bad = createXOAuth(fakes.config, { ...X_APP, clientSecret: 'wrong' });
  const codeVerifier = verifier();
  const back = await consent(bad.authorizationUrl({ state: 's', codeVerifier, redirectUri: REDIRECT }));
  const failure = await failureOf(bad.exchangeCode({ code: back.searchParams.get('code') ?? '', codeVerifier, redirectUri: REDIRECT }));
  expect(failure.failure).toBe('permanent');
  expect(failure.userMessage).toMatch(/administrator must check the X client id and secret/);
});

test('refresh tokens rotate: the new pair works and the spent refresh token is refused (reconnect)', async () => {
  const { oauth, tokens } = await connect();
  const refreshed = await oauth.refresh(tokens.refreshToken ?? '');
  expect(refreshed?.refreshToken).toBeTruthy();
  expect(refreshed?.refreshToken).not.toBe(tokens.refreshToken);
  expect(refreshed?.accessToken).not.toBe(tokens.accessToken);
  expect((await oauth.discover(refreshed!)).accounts).toHaveLength(1);
  expect(await failureOf(oauth.refresh(tokens.refreshToken ?? '')!)).toMatchObject({ failure: 'reconnect', code: 'invalid_request' });
  expect(fakes.x.fake.calls('POST /api/2/oauth2/token')).toBe(3);
});

test('an expired access token is a refresh; after refresh the account works again', async () => {
  const { oauth, tokens } = await connect();
  fakes.x.fake.expireTokens();
  expect(await failureOf(oauth.discover(tokens))).toMatchObject({ failure: 'refresh', code: '401' });
  const refreshed = await oauth.refresh(tokens.refreshToken ?? '');
  expect((await oauth.discover(refreshed!)).user.name).toBe('Sandbox User');
});

test('discover() returns the user with a link to their profile and picture', async () => {
  const { oauth, tokens } = await connect();
  const found = await oauth.discover(tokens);
  const [user] = found.accounts;
  expect(user).toMatchObject({ platform: 'twitter', kind: 'user', name: 'Sandbox User', externalId: found.user.externalId });
  expect(user.externalId).toMatch(/^\d+$/);
  expect(user.link).toBe(`${fakes.x.url}/www/${user.username}`);
  expect((await fetch(user.link ?? '')).status).toBe(200);
  expect(user.picture).toMatch(/\.svg$/);
});

test('the sandbox consent page has Authorize and Cancel buttons; Cancel returns access_denied', async () => {
  const page = await startFakeServer((baseUrl) => createXFake({ baseUrl, ...X_APP, consent: 'page' }));
  try {
    const oauth = createXOAuth(configFor(fakes.linkedin.url, page.url), X_APP);
    const codeVerifier = verifier();
    const url = oauth.authorizationUrl({ state: 'st', codeVerifier, redirectUri: REDIRECT });
    const html = await (await fetch(url)).text();
    expect(html).toContain('Sandbox network.');
    expect(html).toContain('value="allow">Authorize app</button>');
    const form = Object.fromEntries(url.searchParams);
    const post = (decision: string) => fetch(url.origin + url.pathname, { method: 'POST', body: new URLSearchParams({ ...form, decision, sandbox_user: 'Page User' }), redirect: 'manual' });
    const cancelled = new URL((await post('cancel')).headers.get('location') ?? '');
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    const allowed = new URL((await post('allow')).headers.get('location') ?? '');
    const tokens = await oauth.exchangeCode({ code: allowed.searchParams.get('code') ?? '', codeVerifier, redirectUri: REDIRECT });
    expect((await oauth.discover(tokens)).user.name).toBe('Page User');
  } finally {
    await page.close();
  }
});

test('the fake refuses an authorize request without PKCE', async () => {
  const response = await fetch(`${fakes.x.url}/www/i/oauth2/authorize?response_type=code&client_id=${X_APP.clientId}&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=tweet.read&state=s`, { redirect: 'manual' });
  expect(response.status).toBe(400);
});

test('an authorization code is only good for 30 seconds', async () => {
  const oauth = createXOAuth(fakes.config, X_APP);
  const codeVerifier = verifier();
  const back = await consent(oauth.authorizationUrl({ state: 's', codeVerifier, redirectUri: REDIRECT }));
  const realNow = Date.now;
  const later = realNow() + 31_000;
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
  try {
    expect(await failureOf(oauth.exchangeCode({ code: back.searchParams.get('code') ?? '', codeVerifier, redirectUri: REDIRECT }))).toMatchObject({ failure: 'permanent' });
  } finally {
    clock.mockRestore();
  }
});
