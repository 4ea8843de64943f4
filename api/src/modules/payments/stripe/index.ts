// The Stripe provider built from the validated configuration (plugins/payments.ts).
import type { StripeConfig } from '../../../config';
import type { Clock } from '../../../support/clock';
import { createStripeClient } from './client';
import { StripeProvider } from './provider';

export function createStripeProvider(config: StripeConfig, clock: Clock): StripeProvider {
  return new StripeProvider({ client: createStripeClient(config.secretKey, config.apiBase), webhookSecret: config.webhookSecret, clock });
}
