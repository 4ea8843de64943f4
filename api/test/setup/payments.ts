// Arranges paid plans and sends provider events signed like Stripe's (or deliberately not).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import type { EventWire } from '../../src/modules/payments/event-schema';
import { SIGNATURE_HEADER, signatureHeader } from '../../src/modules/payments/webhook-signature';
import { PlansRepository } from '../../src/modules/plans/repository';

export async function insertPaidPlan(db: Database, name = 'Pro') {
  const repository = new PlansRepository(db);
  const plan = await repository.insertPlan({ name, free: false, sort: 5 }, [
    { label: 'Monthly', duration: 'month', price: 4900, currency: 'USD', is_default: true },
    { label: 'Yearly', duration: 'year', price: 48000, currency: 'USD' },
  ]);
  const [monthly, yearly] = await repository.durationsOf(plan.id);
  if (!monthly || !yearly) throw new Error('durations missing');
  return { plan, monthly, yearly };
}

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);
export const eventId = () => `evt_test_${randomBytes(8).toString('hex')}`;

export async function sendWebhook(app: FastifyInstance, secret: string, event: EventWire | string, options: { timestamp?: number; signature?: string } = {}) {
  const raw = Buffer.from(typeof event === 'string' ? event : JSON.stringify(event));
  const signature = options.signature ?? signatureHeader(secret, raw, options.timestamp ?? unix(new Date()));
  return app.inject({ method: 'POST', url: '/api/webhooks/payments', payload: raw, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } });
}
