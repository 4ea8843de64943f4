// What job handlers may use of the app: built once per process (the API with JOBS=inline, or
// `api worker`) from the Fastify instance, or by tests with an injected clock.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { PaymentProvider } from '../modules/payments/provider';
import type { Mailer } from '../plugins/http/mailer';
import type { Clock } from '../support/clock';

export interface JobContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  payments: PaymentProvider;
  publicUrl: string;
  log: (message: string, details: Record<string, unknown>) => void;
}

export const jobContextOf = (app: FastifyInstance): JobContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  payments: app.payments,
  publicUrl: app.config.publicUrl,
  log: (message, details) => app.log.info(details, message),
});
