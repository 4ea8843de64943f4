// /admin/plans (admins only; the contract's auth rule answers 401/403 to everyone else).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { AdminPlansService, type PlanResult } from './service';

/** `action`: logged as an admin change (reads are not). */
function answer(result: PlanResult, request: FastifyRequest, reply: FastifyReply, action?: string) {
  if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
  if (result.outcome === 'refused') return replyValidation(reply, result.field, result.message);
  if (action) request.log.info({ event: `admin-plan-${action}`, admin: request.user?.id, plan: result.plan.id }, 'admin changed a plan');
  return { data: { plan: result.plan } };
}

export async function adminPlansRoutes(app: FastifyInstance): Promise<void> {
  const service = new AdminPlansService(app.db, app.clock);

  registerEndpoint(app, endpoints.adminPlans, async () => ({ data: { plans: await service.list() } }));

  registerEndpoint(app, endpoints.adminPlan, async ({ params }, request, reply) => answer(await service.show(params.id), request, reply));

  registerEndpoint(app, endpoints.adminCreatePlan, async ({ body }, request, reply) => answer(await service.create(body), request, reply, 'create'));

  registerEndpoint(app, endpoints.adminUpdatePlan, async ({ params, body }, request, reply) =>
    answer(await service.update(params.id, body), request, reply, 'update'),
  );

  registerEndpoint(app, endpoints.adminDeletePlan, async ({ params }, request, reply) => {
    const result = await service.delete(params.id);
    if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
    if (result.outcome === 'refused') return replyValidation(reply, result.field, result.message);
    request.log.info({ event: 'admin-plan-delete', admin: request.user?.id, plan: params.id }, 'admin deleted a plan');
    return { success: true as const };
  });
}
