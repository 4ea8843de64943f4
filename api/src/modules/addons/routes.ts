// GET /addons, POST /addons/:id/order, GET /orders, GET /orders/:id (the customer's side).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { CheckoutService } from '../payments/checkout-service';
import { AddonsService } from './service';

export async function addonsRoutes(app: FastifyInstance): Promise<void> {
  const service = new AddonsService(app.db, app.clock, new CheckoutService(app.db, app.clock, app.payments, app.config.publicUrl));

  registerEndpoint(app, endpoints.addons, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: { addons: await service.onSale(request.user.id) } };
  });

  registerEndpoint(app, endpoints.orderAddon, async ({ params, body }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const result = await service.order(request.user, params.id, body.brief);
    if (result.outcome === 'refused') return replyValidation(reply, 'addon', result.message);
    return { data: result.checkout };
  });

  registerEndpoint(app, endpoints.orders, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: { orders: await service.orders(request.user.id) } };
  });

  registerEndpoint(app, endpoints.order, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const order = await service.findOrder(request.user.id, params.id);
    if (!order) return replyMessage(reply, 404, HttpMessages.notFound);
    return { data: { order } };
  });
}
