// GET /plans and GET /plans/subscribe/:planId[/:durationId] (a paid plan answers the checkout url).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { billingMessages, endpoints, serverMessages as m } from '@cadence/shared-lib/contract';
import { registerEndpoint, type EndpointInput } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { UsersRepository } from '../users/repository';
import { UserPayloads } from '../users/presenter';
import { CheckoutService } from '../payments/checkout-service';
import { PlansService } from './service';

export async function plansRoutes(app: FastifyInstance): Promise<void> {
  const service = new PlansService(app.db, app.clock, new CheckoutService(app.db, app.clock, app.payments, app.config.publicUrl));
  const payloads = new UserPayloads(app.db, app.clock);
  const users = new UsersRepository(app.db);

  registerEndpoint(app, endpoints.plans, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: { plans: await service.list(request.user), user: await payloads.present(request.user) } };
  });

  const subscribe = async (
    { params, query }: EndpointInput<typeof endpoints.subscribe>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const result = await service.subscribe(request.user, params.planId, params.durationId, query.trial === 'true');
    switch (result.outcome) {
      case 'unknown-plan':
        return replyValidation(reply, 'plan', m.invalid('plan'));
      case 'unknown-duration':
        return replyValidation(reply, 'duration', m.invalid('duration'));
      case 'payment-unavailable':
        return replyValidation(reply, 'plan', m.paymentUnavailable);
      case 'paid-plan-in-force':
        return replyValidation(reply, 'plan', result.samePlan ? billingMessages.samePlan : billingMessages.cancelPaidFirst);
      case 'checkout':
        return { data: { user: await payloads.present(request.user), url: result.url } };
      case 'subscribed': {
        const fresh = (await users.findById(request.user.id)) ?? request.user;
        return { data: { user: await payloads.present(fresh), url: result.url } };
      }
    }
  };
  registerEndpoint(app, endpoints.subscribe, subscribe);
  registerEndpoint(app, endpoints.subscribeDuration, subscribe);
}
