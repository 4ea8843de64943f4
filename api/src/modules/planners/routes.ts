// /accounts: the signed-in user's content planners (role user; another user's planner → 404).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type Planner } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { currentUser } from './current-user';
import { PlannersService } from './service';

const one = (planner: Planner | null, reply: FastifyReply) =>
  planner ? { data: { account: planner } } : replyMessage(reply, 404, HttpMessages.notFound);

export async function plannersRoutes(app: FastifyInstance): Promise<void> {
  const service = new PlannersService(app.db, app.clock);
  const user = (request: FastifyRequest) => currentUser(request);

  registerEndpoint(app, endpoints.accounts, async (_input, request) => ({ data: { accounts: await service.list(user(request)) } }));

  registerEndpoint(app, endpoints.account, async ({ params }, request, reply) => one(await service.show(user(request), params.id), reply));

  registerEndpoint(app, endpoints.createAccount, async ({ body }, request) => ({ data: { account: await service.create(user(request), body) } }));

  registerEndpoint(app, endpoints.updateAccount, async ({ params, body }, request, reply) =>
    one(await service.update(user(request), params.id, body), reply),
  );

  registerEndpoint(app, endpoints.deleteAccount, async ({ params }, request, reply) => {
    const deleted = await service.delete(user(request), params.id);
    if (!deleted) return replyMessage(reply, 404, HttpMessages.notFound);
    request.log.info({ event: 'planner-delete', user: request.user?.id, planner: params.id, ...deleted.deleted }, 'planner deleted');
    return deleted;
  });
}
