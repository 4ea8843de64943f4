// What job handlers may use of the app: built once per process (the API with JOBS=inline, or
// `api worker`) from the Fastify instance, or by tests with an injected clock.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { PaymentProvider } from '../modules/payments/provider';
import type { Mailer } from '../plugins/http/mailer';
import type { Clock } from '../support/clock';
import type { Config } from '../config';
import type { JobQueue } from './job-queue';
import type { MediaUrlSigner } from '../modules/media/signed-url';
import type { MediaStorage } from '../plugins/storage';
import type { SocialServices } from '../plugins/social';

export interface JobContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  payments: PaymentProvider;
  publicUrl: string;
  config: Config;
  /** For jobs that queue follow-up jobs (publishing retries). */
  jobs: JobQueue;
  mediaUrls: MediaUrlSigner;
  storage: MediaStorage;
  /** Network clients and connection tokens (plugins/social.ts). */
  social: SocialServices;
  log: (message: string, details: Record<string, unknown>) => void;
}

export const jobContextOf = (app: FastifyInstance): JobContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  payments: app.payments,
  publicUrl: app.config.publicUrl,
  config: app.config,
  jobs: app.jobs,
  mediaUrls: app.mediaUrls,
  storage: app.storage,
  social: app.social,
  log: (message, details) => app.log.info(details, message),
});
