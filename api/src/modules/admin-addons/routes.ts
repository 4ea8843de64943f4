// /admin/addons (admins only).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { AdminAddonsService, type AddonResult } from './service';

function answer(result: AddonResult, request: FastifyRequest, reply: FastifyReply, action: string) {
  if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
  if (result.outcome === 'refused') return replyValidation(reply, 'addon', result.message);
  request.log.info({ event: `admin-addon-${action}`, admin: request.user?.id, addon: result.addon.id }, 'admin changed an add-on');
  return { data: { addon: result.addon } };
}

export async function adminAddonsRoutes(app: FastifyInstance): Promise<void> {
  const service = new AdminAddonsService(app.db, app.clock);

  registerEndpoint(app, endpoints.adminAddons, async () => ({ data: { addons: await service.list() } }));

  registerEndpoint(app, endpoints.adminCreateAddon, async ({ body }, request, reply) => answer(await service.create(body), request, reply, 'create'));

  registerEndpoint(app, endpoints.adminUpdateAddon, async ({ params, body }, request, reply) =>
    answer(await service.update(params.id, body), request, reply, 'update'),
  );

  registerEndpoint(app, endpoints.adminDeleteAddon, async ({ params }, request, reply) => {
    const result = await service.delete(params.id);
    if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
    if (result.outcome === 'refused') return replyValidation(reply, 'addon', result.message);
    request.log.info({ event: 'admin-addon-delete', admin: request.user?.id, addon: params.id }, 'admin deleted an add-on');
    return { success: true as const };
  });
}
