// The sandbox networks inside the API process (SOCIAL_NETWORKS=sandbox): the three fakes under
// /sandbox-networks/<meta|linkedin|x>, each behind a wildcard route that hands the raw request to
// the fake. Those routes skip what the API does to its own routes: no body parsing (the fakes read
// their bodies), no bearer auth (a browser reaches the consent pages by navigation), no rate limit,
// and a CSP that lets the consent pages' inline <style> and their form (posting back to the
// sandbox, then redirecting to our callback) work. Live mode never registers them.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { SANDBOX_NETWORKS_PATH } from '../config';
import type { AppCredentials, Platform } from '../modules/social/types';
import { withControlRoutes } from './control';
import { createLinkedInFake } from './linkedin';
import { createMetaFake } from './meta';
import type { FakeNetwork, FakeNetworkOptions } from './types';
import { createXFake } from './x';

/** The sandbox's own app credentials (what the fakes accept); nothing secret, nothing real. */
export const SANDBOX_CREDENTIALS: Readonly<Record<Platform, AppCredentials>> = {
  facebook: { clientId: 'cadence-sandbox-meta', clientSecret: 'cadence-sandbox-meta-secret' },
  // Instagram business accounts come through the Facebook app.
  instagram: { clientId: 'cadence-sandbox-meta', clientSecret: 'cadence-sandbox-meta-secret' },
  linkedin: { clientId: 'cadence-sandbox-linkedin', clientSecret: 'cadence-sandbox-linkedin-secret' },
  twitter: { clientId: 'cadence-sandbox-x', clientSecret: 'cadence-sandbox-x-secret' },
};

type FakeFactory = (options: FakeNetworkOptions) => FakeNetwork;

const SANDBOX_FAKES: ReadonlyArray<{ prefix: 'meta' | 'linkedin' | 'x'; create: FakeFactory; credentials: AppCredentials }> = [
  { prefix: 'meta', create: createMetaFake, credentials: SANDBOX_CREDENTIALS.facebook },
  { prefix: 'linkedin', create: createLinkedInFake, credentials: SANDBOX_CREDENTIALS.linkedin },
  { prefix: 'x', create: createXFake, credentials: SANDBOX_CREDENTIALS.twitter },
];

/** The consent pages are plain HTML with inline styles and a form; no script runs on them. */
function sandboxCsp(publicUrl: string): Record<string, string[]> {
  const origin = new URL(publicUrl).origin;
  return {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'form-action': ["'self'", origin],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Mounts the fakes; returns them so the process (and tests) can inspect or reset them. */
export function mountSandboxNetworks(app: FastifyInstance, publicUrl: string): FakeNetwork[] {
  const fakes: FakeNetwork[] = [];
  for (const { prefix, create, credentials } of SANDBOX_FAKES) {
    const base = `${SANDBOX_NETWORKS_PATH}/${prefix}`;
    const fake = create({ baseUrl: `${publicUrl}${base}`, clientId: credentials.clientId, clientSecret: credentials.clientSecret, consent: 'page' });
    const handle = withControlRoutes(fake);
    // Route-level onRequest runs before any body parsing: the fake gets the untouched stream.
    const handOver: onRequestHookHandler = (request, reply, done) => {
      reply.hijack();
      const raw = request.raw;
      raw.url = (raw.url ?? '/').slice(base.length) || '/';
      if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
      handle(raw, reply.raw);
      done();
    };
    app.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url: `${base}/*`,
      config: { rateLimit: false },
      helmet: { contentSecurityPolicy: { useDefaults: false, directives: sandboxCsp(publicUrl) }, crossOriginEmbedderPolicy: false },
      schema: { hide: true },
      onRequest: handOver,
      // Never reached: the hook above answers every request.
      handler: async () => undefined,
    });
    fakes.push(fake);
  }
  return fakes;
}
