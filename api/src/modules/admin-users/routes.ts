// /admin/users (admins only; the contract's auth rule answers 403 to everyone else).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, serverMessages as m } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { UserBillingService } from './billing-service';
import { AdminUsersService, type ActionResult } from './service';

function answer(result: ActionResult, request: FastifyRequest, reply: FastifyReply, action: string) {
  if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
  if (result.outcome === 'self') return replyValidation(reply, 'user', m.cannotChangeSelf);
  request.log.info({ event: `admin-user-${action}`, admin: request.user?.id, user: result.user.id }, 'admin changed a user');
  return { data: { user: result.user } };
}

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const service = new AdminUsersService(app.db, app.mailer, app.config, app.clock);

  registerEndpoint(app, endpoints.adminUsers, async ({ query }) => ({ data: await service.page(query) }));

  registerEndpoint(app, endpoints.adminCreateStaff, async ({ body }, request, reply) => {
    const user = await service.createStaff(body);
    if (!user) return replyValidation(reply, 'email', m.unique('email'));
    request.log.info({ event: 'admin-user-create-staff', admin: request.user?.id, user: user.id }, 'admin created a staff member');
    return { data: { user } };
  });

  registerEndpoint(app, endpoints.adminApproveUser, async ({ params }, request, reply) =>
    answer(await service.approve(params.id), request, reply, 'approve'),
  );

  registerEndpoint(app, endpoints.adminSuspendUser, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return answer(await service.suspend(request.user, params.id), request, reply, 'suspend');
  });

  registerEndpoint(app, endpoints.adminRestoreUser, async ({ params }, request, reply) =>
    answer(await service.restore(params.id), request, reply, 'restore'),
  );

  registerEndpoint(app, endpoints.adminChangeRole, async ({ params, body }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return answer(await service.changeRole(request.user, params.id, body.role), request, reply, 'role');
  });

  const billing = new UserBillingService(app.db, app.clock);
  registerEndpoint(app, endpoints.adminUserBilling, async ({ params }, _request, reply) => {
    const data = await billing.forUser(params.id);
    if (!data) return replyMessage(reply, 404, HttpMessages.notFound);
    return { data };
  });
}
