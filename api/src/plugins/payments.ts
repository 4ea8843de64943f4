// The payment provider chosen by PAYMENTS_PROVIDER (app.payments) and, for the sandbox, its hosted
// checkout pages. The sandbox delivers its webhooks through the app's own router (app.inject), so
// they pass the same raw-body signature check and route as a real provider's would.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_PATH } from '../modules/payments/routes';
import { SandboxProvider } from '../modules/payments/sandbox/provider';
import { sandboxCheckoutRoutes } from '../modules/payments/sandbox/routes';
import { createStripeProvider } from '../modules/payments/stripe';

async function payments(app: FastifyInstance): Promise<void> {
  // Stripe hosts its own checkout pages and sends its webhooks over HTTP: nothing more to mount.
  if (app.config.paymentsProvider === 'stripe' && app.config.stripe) {
    app.decorate('payments', createStripeProvider(app.config.stripe, app.clock));
    return;
  }
  const provider = new SandboxProvider({
    db: app.db,
    clock: app.clock,
    secret: app.config.paymentsWebhookSecret,
    publicUrl: app.config.publicUrl,
    deliver: async (rawBody, headers) => (await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: rawBody, headers })).statusCode,
    log: (message, details) => app.log.warn(details, message),
  });
  app.decorate('payments', provider);
  await app.register(sandboxCheckoutRoutes(provider));
}

export const paymentsPlugin = fp(payments, { name: 'cadence-payments', dependencies: ['cadence-db'] });
export default paymentsPlugin;
