// Stripe's webhook signature scheme: header `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>`,
// several v1 values allowed (secret rotation), and a tolerance on the timestamp against replays.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverMessages as m } from '@cadence/shared-lib/contract';
import { WebhookRejected } from './provider';

export const SIGNATURE_HEADER = 'cadence-signature';
export const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, rawBody: Buffer): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

export function signatureHeader(secret: string, rawBody: Buffer, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

/** Throws WebhookRejected unless one v1 signature matches and the timestamp is within tolerance. */
export function verifySignature(secret: string, rawBody: Buffer, header: string | string[] | undefined, now: Date): void {
  if (typeof header !== 'string') throw new WebhookRejected(m.invalidWebhookSignature);
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/i.test(value)).map(([, value]) => Buffer.from(value ?? '', 'hex'));
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookRejected(m.invalidWebhookSignature);
  const expected = hmac(secret, timestamp, rawBody);
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) throw new WebhookRejected(m.invalidWebhookSignature);
  // Checked after the signature, so an attacker learns nothing about timing rules from unsigned tries.
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookRejected(m.staleWebhook);
}
