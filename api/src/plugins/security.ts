// Security headers (helmet with a CSP), the CORS allowlist and the global rate limit.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cspDirectives } from './http/csp';
import { HttpError } from './http/http-error';
import { HttpMessages } from './http/messages';
import { isRateLimitExempt } from './http/rate-limit-exemptions';

export interface SecurityOptions {
  /** Origins allowed to call the API with credentials, e.g. https://app.example.com. No wildcard. */
  corsOrigins: string[];
  /** The public URL of this server; HSTS is sent only when it is https. */
  publicUrl?: string;
  /** Requests per minute per IP (default 300). */
  rateLimitMax?: number;
}

const ONE_MINUTE_MS = 60_000;

function normalisedOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => {
    if (origin.includes('*')) throw new Error(`CORS origin "${origin}": wildcards are not allowed`);
    return new URL(origin).origin;
  });
}

async function security(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const origins = normalisedOrigins(options.corsOrigins);
  const allowed = new Set(origins);
  const https = options.publicUrl?.startsWith('https://') === true;

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(origins, https) },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Remotes and media may be loaded by pages that do not send COEP headers.
    crossOriginEmbedderPolicy: false,
  });

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax ?? 300,
    timeWindow: ONE_MINUTE_MS,
    allowList: (request) => isRateLimitExempt(request),
    errorResponseBuilder: () => new HttpError(429, HttpMessages.tooManyRequests),
  });
}

export const securityPlugin = fp(security, { name: 'cadence-security', fastify: '5.x' });
export default securityPlugin;
