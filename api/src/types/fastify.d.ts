// What Cadence's plugins add to Fastify's instance and request.
import type { preHandlerHookHandler } from 'fastify';
import type { Pool } from 'pg';
import type { Role } from '@cadence/shared-lib/contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { TokenRow, UserRow } from '../db/schema';
import type { Clock } from '../support/clock';
import type { JobQueue } from '../jobs/job-queue';
import type { PaymentProvider } from '../modules/payments/provider';
import type { MediaUrlSigner } from '../modules/media/signed-url';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    /** Signs private media URLs (post images and videos) for <img> tags and the social networks. */
    mediaUrls: MediaUrlSigner;
    db: Database;
    pool: Pool;
    jobs: JobQueue;
    /** The configured payment provider (PAYMENTS_PROVIDER). */
    payments: PaymentProvider;
    /** preHandler: a valid bearer token, else 401. */
    authenticate: preHandlerHookHandler;
    /** Sets request.user when the request carries a valid token; never answers. */
    authenticateOptional(request: FastifyRequest): Promise<void>;
    /** preHandler (after authenticate): one of the roles, else 403. */
    requireRole(roles: ReadonlyArray<Role>): preHandlerHookHandler;
  }
  interface FastifyRequest {
    user: UserRow | null;
    accessToken: TokenRow | null;
  }
}
