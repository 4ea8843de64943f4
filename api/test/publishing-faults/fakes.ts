// The three fake networks on their own loopback ports (like the real networks, outside the
// worker processes), and the environment that points `api worker` at them.
import { createLinkedInFake, type LinkedInFake } from '../../src/sandbox-networks/linkedin';
import { createMetaFake, type MetaFake } from '../../src/sandbox-networks/meta';
import { SANDBOX_CREDENTIALS } from '../../src/sandbox-networks/mount';
import { liveEnvFor, startFakeServer, type RunningFake } from '../../src/sandbox-networks/server';
import type { FakePost } from '../../src/sandbox-networks/types';
import { createXFake, type XFake } from '../../src/sandbox-networks/x';

export interface Fakes {
  meta: RunningFake<MetaFake>;
  linkedin: RunningFake<LinkedInFake>;
  x: RunningFake<XFake>;
}

export async function startFakes(latencyMs: number): Promise<Fakes> {
  const options = (platform: 'facebook' | 'linkedin' | 'twitter', baseUrl: string) => ({
    baseUrl,
    clientId: SANDBOX_CREDENTIALS[platform].clientId,
    clientSecret: SANDBOX_CREDENTIALS[platform].clientSecret,
    latencyMs,
    consent: 'auto' as const,
  });
  const [meta, linkedin, x] = await Promise.all([
    startFakeServer((url) => createMetaFake(options('facebook', url))),
    startFakeServer((url) => createLinkedInFake(options('linkedin', url))),
    startFakeServer((url) => createXFake(options('twitter', url))),
  ]);
  return { meta, linkedin, x };
}

export function allPosts(fakes: Fakes): FakePost[] {
  return [...fakes.meta.fake.posts(), ...fakes.linkedin.fake.posts(), ...fakes.x.fake.posts()];
}

/** SOCIAL_NETWORKS=live with every URL on the fakes (the layout the sandbox mount uses). */
export function networkEnv(fakes: Fakes): Record<string, string> {
  return liveEnvFor({ meta: fakes.meta.url, linkedin: fakes.linkedin.url, x: fakes.x.url });
}

export async function stopFakes(fakes: Partial<Fakes>): Promise<void> {
  await Promise.all([fakes.meta?.close(), fakes.linkedin?.close(), fakes.x?.close()]);
}
