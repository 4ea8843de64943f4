// /admin/services (admins only; the contract's auth rule answers 403 to everyone else).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { AdminServicesService } from './service';

export async function adminServicesRoutes(app: FastifyInstance): Promise<void> {
  const service = new AdminServicesService(app.db, app.mailer, app.config, app.clock);

  registerEndpoint(app, endpoints.adminServices, async ({ query }) => ({ data: await service.page(query) }));

  registerEndpoint(app, endpoints.adminService, async ({ params }, _request, reply) => {
    const found = await service.show(params.id);
    if (!found) return replyMessage(reply, 404, HttpMessages.notFound);
    return { data: { service: found } };
  });

  registerEndpoint(app, endpoints.adminUpdateService, async ({ params, body }, request, reply) => {
    const result = await service.update(params.id, body);
    if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
    if (result.changed) {
      request.log.info(
        { event: 'admin-service-update', admin: request.user?.id, order: params.id, service_status: result.service.service_status },
        'admin updated an ordered service',
      );
    }
    return { data: { service: result.service } };
  });
}
