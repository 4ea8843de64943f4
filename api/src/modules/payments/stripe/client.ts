// The official Stripe client, pointed at STRIPE_API_BASE (https://api.stripe.com unless a test
// points it at the local fake) and pinned to one API version, so Stripe's shapes cannot drift
// under us when the account's default version changes.
import Stripe from 'stripe';
import { STRIPE_DEFAULT_API_BASE } from '../../../config';

export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export function createStripeClient(secretKey: string, apiBase: string = STRIPE_DEFAULT_API_BASE): Stripe {
  const base = new URL(apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Retried POSTs carry an idempotency key (added by the library), so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    typescript: true,
  });
}
