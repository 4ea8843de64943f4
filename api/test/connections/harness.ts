// Connections tests' arrangement: the three fake networks on their own ports (auto consent), an app
// in live mode pointed at them with the channels enabled with the fakes' credentials, and the
// browser's round trip (connect URL → the fake's consent → our callback with the state cookie).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ChannelsService } from '../../src/modules/admin-channels/service';
import { createLinkedInFake } from '../../src/sandbox-networks/linkedin';
import { createMetaFake } from '../../src/sandbox-networks/meta';
import { liveEnvFor, startFakeServer, type RunningFake } from '../../src/sandbox-networks/server';
import type { FakeNetwork, FakeNetworkOptions } from '../../src/sandbox-networks/types';
import { createXFake } from '../../src/sandbox-networks/x';
import type { Clock } from '../../src/support/clock';
import { createTestApp, type TestApp } from '../setup/test-app';

export const FAKE_CREDENTIALS = {
  meta: { clientId: 'test-meta-app', clientSecret: 'test-meta-secret' },
  linkedin: { clientId: 'test-linkedin-app', clientSecret: 'test-linkedin-secret' },
  x: { clientId: 'test-x-app', clientSecret: 'test-x-secret' },
} as const;

/** A fake that also counts the requests it saw, by `METHOD path`. */
export interface CountingFake extends FakeNetwork {
  seen(method: string, pathPrefix: string): number;
}

function counting(fake: FakeNetwork): CountingFake {
  const requests: string[] = [];
  return {
    name: fake.name,
    handle(req: IncomingMessage, res: ServerResponse) {
      requests.push(`${req.method ?? 'GET'} ${(req.url ?? '/').split('?')[0]}`);
      fake.handle(req, res);
    },
    posts: () => fake.posts(),
    inject: (fault) => fake.inject(fault),
    clearFaults: () => fake.clearFaults(),
    expireTokens: () => fake.expireTokens(),
    reset: () => fake.reset(),
    seen: (method, pathPrefix) => requests.filter((r) => r.startsWith(`${method} ${pathPrefix}`)).length,
  };
}

export interface Fakes {
  meta: RunningFake<CountingFake>;
  linkedin: RunningFake<CountingFake>;
  x: RunningFake<CountingFake>;
  close(): Promise<void>;
}

export async function startFakes(): Promise<Fakes> {
  const start = (create: (o: FakeNetworkOptions) => FakeNetwork, credentials: { clientId: string; clientSecret: string }) =>
    startFakeServer((baseUrl) => counting(create({ baseUrl, ...credentials, consent: 'auto' })));
  const meta = await start(createMetaFake, FAKE_CREDENTIALS.meta);
  const linkedin = await start(createLinkedInFake, FAKE_CREDENTIALS.linkedin);
  const x = await start(createXFake, FAKE_CREDENTIALS.x);
  return { meta, linkedin, x, close: async () => void (await Promise.all([meta.close(), linkedin.close(), x.close()])) };
}

/** The same paths below each fake as the sandbox mode uses below /sandbox-networks/<name>. */
export function liveEnv(fakes: Fakes): Record<string, string> {
  return liveEnvFor({ meta: fakes.meta.url, linkedin: fakes.linkedin.url, x: fakes.x.url });
}

/** Enables the channels as an administrator would, with the fakes' app credentials. */
export async function enableChannels(t: TestApp, only?: Array<'facebook' | 'instagram' | 'linkedin' | 'twitter'>): Promise<void> {
  const channels = new ChannelsService(t.db, t.config.appKey, () => new Date());
  const all = {
    facebook: FAKE_CREDENTIALS.meta,
    instagram: FAKE_CREDENTIALS.meta,
    linkedin: FAKE_CREDENTIALS.linkedin,
    twitter: FAKE_CREDENTIALS.x,
  } as const;
  for (const platform of only ?? (Object.keys(all) as Array<keyof typeof all>)) {
    await channels.update(platform, { enabled: true, client_id: all[platform].clientId, client_secret: all[platform].clientSecret });
  }
}

export async function createLiveApp(fakes: Fakes, clock?: Clock): Promise<TestApp> {
  const t = await createTestApp({ env: liveEnv(fakes), clock });
  await enableChannels(t);
  return t;
}

export type Network = 'facebook' | 'linkedin' | 'twitter';

export interface Started {
  url: URL;
  cookie: { name: string; value: string; path: string };
}

/** GET connect-with-<network> as the user: the consent URL and the state cookie the browser keeps. */
export async function startConnect(app: FastifyInstance, headers: Record<string, string>, network: Network): Promise<Started> {
  const response = await app.inject({ method: 'GET', url: `/api/web/v1/account-settings/connections/connect-with-${network}`, headers });
  if (response.statusCode !== 200) throw new Error(`connect-with-${network}: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === `cadence_oauth_${network}`);
  if (!cookie) throw new Error('no state cookie');
  return { url: new URL((response.json() as { data: { url: string } }).data.url), cookie: { name: cookie.name, value: cookie.value, path: cookie.path ?? '/' } };
}

/** The fake (auto consent) answers the consent URL with a redirect to our callback. */
export async function followConsent(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 && response.status !== 303) throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  if (!location) throw new Error('consent gave no location');
  return new URL(location, url);
}

/** Our callback as the browser reaches it (with the cookie, or without when `cookie` is null). */
export function callback(app: FastifyInstance, returnUrl: URL, cookie: Started['cookie'] | null): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `${returnUrl.pathname}${returnUrl.search}`, cookies: cookie ? { [cookie.name]: cookie.value } : undefined });
}

/** The whole round trip; returns the callback's redirect target. */
export async function connect(app: FastifyInstance, headers: Record<string, string>, network: Network): Promise<URL> {
  const started = await startConnect(app, headers, network);
  const response = await callback(app, await followConsent(started.url), started.cookie);
  if (response.statusCode !== 302) throw new Error(`callback answered ${response.statusCode}: ${response.body}`);
  return new URL(String(response.headers.location), 'http://app.local');
}
