// The LinkedIn and X fakes on loopback ports, and the app's SocialConfig pointing at them through
// the same environment variables an operator would set.
import { createHash } from 'node:crypto';
import { loadConfig, type SocialConfig } from '../../src/config';
import type { PublishContent, PublishMedia, AppCredentials } from '../../src/modules/social/types';
import { createLinkedInFake, type LinkedInFake } from '../../src/sandbox-networks/linkedin';
import { startFakeServer, type RunningFake } from '../../src/sandbox-networks/server';
import { createXFake, type XFake } from '../../src/sandbox-networks/x';
import { TEST_APP_KEY } from '../setup/constants';

export const LINKEDIN_APP: AppCredentials = { clientId: 'li-test-client', clientSecret: 'li-test-secret' };
export const X_APP: AppCredentials = { clientId: 'x-test-client', clientSecret: 'x test secret/with:chars' };
export const REDIRECT = 'http://127.0.0.1:9/account-settings/connections/callback';

export interface Fakes {
  linkedin: RunningFake<LinkedInFake>;
  x: RunningFake<XFake>;
  config: SocialConfig;
  close(): Promise<void>;
}

export function configFor(linkedinUrl: string, xUrl: string, extra: Record<string, string> = {}): SocialConfig {
  return loadConfig(
    {
      APP_KEY: TEST_APP_KEY,
      SOCIAL_NETWORKS: 'live',
      LINKEDIN_OAUTH_URL: `${linkedinUrl}/www/oauth/v2`,
      LINKEDIN_API_URL: `${linkedinUrl}/api`,
      X_AUTHORIZE_URL: `${xUrl}/www/i/oauth2/authorize`,
      X_API_URL: `${xUrl}/api`,
      ...extra,
    },
    process.cwd(),
  ).social;
}

export async function startFakes(): Promise<Fakes> {
  const linkedin = await startFakeServer((baseUrl) => createLinkedInFake({ baseUrl, ...LINKEDIN_APP, consent: 'auto' }));
  const x = await startFakeServer((baseUrl) => createXFake({ baseUrl, ...X_APP, consent: 'auto' }));
  return {
    linkedin,
    x,
    config: configFor(linkedin.url, x.url),
    close: async () => {
      await Promise.all([linkedin.close(), x.close()]);
    },
  };
}

/** Follows the consent URL like a browser that is not signed in to anything: the auto consent redirects back. */
export async function consent(url: URL | string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`Expected a redirect from the consent page, got ${response.status}: ${await response.text()}`);
  return new URL(location);
}

export function media(kind: 'image' | 'video', bytes: Buffer, mime = kind === 'image' ? 'image/png' : 'video/mp4'): PublishMedia {
  return { kind, mime, size: bytes.length, url: 'http://127.0.0.1:9/media/show/x', read: async () => bytes };
}

/** Deterministic bytes of a given size (the fakes check sizes and part boundaries, not pixels). */
export function bytes(size: number, seed = 'cadence'): Buffer {
  return Buffer.alloc(size).fill(createHash('sha256').update(seed).digest());
}

export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), bytes(2048, 'png')]);

export function content(text: string, extra: Partial<PublishContent> = {}): PublishContent {
  return { text, media: [], link: null, firstComment: null, ...extra };
}

/** Runs prepare() until it stops asking to retry (as the publishing engine does, without the waits). */
export async function prepared<T>(prepare: (progress: Record<string, unknown>) => Promise<T>, maxCalls = 10): Promise<{ progress: Record<string, unknown>; calls: number }> {
  const progress: Record<string, unknown> = {};
  for (let calls = 1; calls <= maxCalls; calls += 1) {
    try {
      await prepare(progress);
      return { progress, calls };
    } catch (error) {
      if ((error as { failure?: string }).failure !== 'retry') throw error;
    }
  }
  throw new Error(`prepare() still asked to retry after ${maxCalls} calls`);
}

/** The NetworkError a promise rejects with. */
export async function failureOf(promise: Promise<unknown>): Promise<{ failure: string; code: string; userMessage: string; retryAfterMs: number | null }> {
  try {
    await promise;
  } catch (error) {
    return error as { failure: string; code: string; userMessage: string; retryAfterMs: number | null };
  }
  throw new Error('Expected the call to fail');
}
