// GET /subscriptions/checkout/:planId, GET /subscriptions/checkout/sessions/:sessionId, and the
// provider's webhook POST /api/webhooks/payments (outside /api/web/v1: the provider calls it).
import type { FastifyInstance } from 'fastify';
import { billingMessages, endpoints, serverMessages as m } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { PlansRepository } from '../plans/repository';
import { CheckoutService } from './checkout-service';
import { presentCheckoutSession } from './presenter';
import { WebhookRejected } from './provider';
import { PaymentWebhookService } from './webhook-service';

export const WEBHOOK_PATH = '/api/webhooks/payments';

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const checkout = new CheckoutService(app.db, app.clock, app.payments, app.config.publicUrl);
  const plans = new PlansRepository(app.db);
  const webhooks = new PaymentWebhookService(app.db, app.clock, {
    payments: app.payments,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: (message, details) => app.log.warn(details, message),
  });

  registerEndpoint(app, endpoints.checkout, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const plan = await plans.findPlan(params.planId);
    if (!plan) return replyValidation(reply, 'plan', m.invalid('plan'));
    if (plan.free) return replyValidation(reply, 'plan', m.planIsFree);
    // An upgrade replaces the paid plan in force; the same plan again would pay twice for it.
    const current = await checkout.currentPaid(request.user.id);
    if (current?.plan_id === plan.id) return replyValidation(reply, 'plan', billingMessages.samePlan);
    const durations = await plans.durationsOf(plan.id);
    const duration = durations.find((d) => d.is_default) ?? durations[0];
    if (!duration) return replyValidation(reply, 'duration', m.invalid('duration'));
    return { data: await checkout.start(request.user, plan, duration) };
  });

  registerEndpoint(app, endpoints.checkoutSession, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const session = await checkout.findOwn(request.user.id, params.sessionId);
    if (!session) return replyMessage(reply, 404, HttpMessages.notFound);
    return { data: { session: presentCheckoutSession(session) } };
  });

  // Encapsulated so that only this route receives the body as raw bytes: the signature covers them exactly.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = await app.payments.parseWebhook(raw, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ event: 'payment-webhook-rejected', reason: error.message }, 'payment webhook rejected');
        return replyMessage(reply, 400, error.message);
      }
      if (!event) return { received: true, outcome: 'ignored' };
      const outcome = await webhooks.handle(app.payments.name, event);
      request.log.info({ event: 'payment-webhook', id: event.id, type: event.type, outcome }, 'payment webhook');
      return { received: true, outcome };
    });
  });
}
