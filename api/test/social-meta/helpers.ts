// Shared setup of the Meta tests: the fake network on a loopback port, a tiny media server the fake
// downloads from (as Meta downloads from MEDIA_PUBLIC_URL), config pointing the real clients at it,
// and the OAuth round trip a browser would make.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialConfig } from '../../src/config';
import { createMetaOAuth } from '../../src/modules/social/meta';
import type { AppCredentials, Discovery, PublishAccount, PublishContent, PublishMedia, TokenSet } from '../../src/modules/social/types';
import { createMetaFake, type MetaFake, type MetaFakeOptions } from '../../src/sandbox-networks/meta';
import { startFakeServer, type RunningFake } from '../../src/sandbox-networks/server';

export const CREDENTIALS: AppCredentials = { clientId: 'cadence-meta-app', clientSecret: 'meta-app-secret-123' };
export const REDIRECT_URI = 'http://127.0.0.1:9/account-settings/connections/callback/facebook';

export function startMeta(options: Partial<MetaFakeOptions> = {}): Promise<RunningFake<MetaFake>> {
  return startFakeServer((baseUrl) => createMetaFake({ baseUrl, clientId: CREDENTIALS.clientId, clientSecret: CREDENTIALS.clientSecret, consent: 'auto', ...options }));
}

export function socialConfig(fakeUrl: string, mediaUrl = 'http://127.0.0.1:9'): SocialConfig {
  return {
    mode: 'live',
    graphUrl: `${fakeUrl}/graph/v23.0`,
    facebookDialogUrl: `${fakeUrl}/www/v23.0/dialog/oauth`,
    linkedinOauthUrl: 'http://127.0.0.1:9',
    linkedinApiUrl: 'http://127.0.0.1:9',
    linkedinVersion: '202601',
    xAuthorizeUrl: 'http://127.0.0.1:9',
    xApiUrl: 'http://127.0.0.1:9',
    mediaPublicUrl: mediaUrl,
    leaseSeconds: 120,
    concurrency: 10,
  };
}

// The first bytes are what the fake sniffs; the content types are what a real media server sends.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 2)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(512, 3)]);

export interface MediaServer {
  url: string;
  /** How many times each path was downloaded. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startMediaServer(): Promise<MediaServer> {
  const hits = new Map<string, number>();
  const files: Record<string, [string, Buffer]> = {
    '/a.jpg': ['image/jpeg', JPEG],
    '/b.jpg': ['image/jpeg', JPEG],
    '/c.png': ['image/png', PNG],
    '/clip.mp4': ['video/mp4', MP4],
    '/notes.txt': ['text/plain', Buffer.from('not a picture')],
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = files[path];
    if (!file) return void res.writeHead(404).end('missing');
    res.writeHead(200, { 'content-type': file[0], 'content-length': String(file[1].length) });
    res.end(file[1]);
  });
  server.keepAliveTimeout = 500;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function media(server: MediaServer, path: string): PublishMedia {
  const kind = path.endsWith('.mp4') ? 'video' : 'image';
  return {
    kind,
    mime: kind === 'video' ? 'video/mp4' : 'image/jpeg',
    size: 256,
    url: `${server.url}${path}`,
    read: async () => Buffer.alloc(0),
  };
}

export function content(text: string, extra: Partial<PublishContent> = {}): PublishContent {
  return { text, media: [], link: null, firstComment: null, ...extra };
}

/** What the browser does: open the consent URL, follow the redirect back, and hand the code over. */
export async function consent(config: SocialConfig, state = 'state-123'): Promise<{ location: URL }> {
  const oauth = createMetaOAuth(config, CREDENTIALS);
  const url = oauth.authorizationUrl({ state, codeVerifier: null, redirectUri: REDIRECT_URI });
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`The consent dialog answered ${response.status}: ${await response.text()}`);
  return { location: new URL(response.headers.get('location') ?? '') };
}

export async function connect(config: SocialConfig): Promise<{ tokens: TokenSet; discovery: Discovery }> {
  const oauth = createMetaOAuth(config, CREDENTIALS);
  const { location } = await consent(config);
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`No code in ${location.toString()}`);
  const tokens = await oauth.exchangeCode({ code, codeVerifier: null, redirectUri: REDIRECT_URI });
  return { tokens, discovery: await oauth.discover(tokens) };
}

/** The Page and Instagram accounts of a discovery, as the publisher receives them. */
export function publishAccounts(discovery: Discovery): { page: PublishAccount; instagram: PublishAccount } {
  const page = discovery.accounts.find((a) => a.platform === 'facebook');
  const ig = discovery.accounts.find((a) => a.platform === 'instagram');
  if (!page?.accessToken || !ig?.accessToken) throw new Error('The discovery lacks a Page or an Instagram account');
  return {
    page: { platform: 'facebook', kind: 'page', externalId: page.externalId, accessToken: page.accessToken, parentExternalId: null },
    instagram: { platform: 'instagram', kind: 'instagram_business', externalId: ig.externalId, accessToken: ig.accessToken, parentExternalId: page.externalId },
  };
}
