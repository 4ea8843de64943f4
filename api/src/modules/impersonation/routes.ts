// POST /admin/users/:id/impersonate (link), POST /auth/impersonate/:hash (use it, same admin),
// POST /auth/impersonation/stop. Each step is logged with an event name and kept in the table.
import type { FastifyInstance } from 'fastify';
import { endpoints, impersonationMessages } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { UserPayloads } from '../users/presenter';
import { ImpersonationService } from './service';

export async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  const service = new ImpersonationService(app.db, app.clock);
  const payloads = new UserPayloads(app.db, app.clock);

  registerEndpoint(app, endpoints.adminImpersonate, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    // An impersonation token is a customer's, so the role rule already refuses it; this is belt and braces.
    if (request.impersonation) return replyMessage(reply, 403, impersonationMessages.refused);
    const result = await service.start(request.user, params.id, request.ip);
    if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
    if (result.outcome === 'refused') {
      request.log.warn({ event: 'impersonation-refused', admin: request.user.id, user: params.id, reason: result.message }, 'impersonation refused');
      return replyValidation(reply, 'user', result.message);
    }
    request.log.info({ event: 'impersonation-link', admin: request.user.id, user: params.id, impersonation: result.impersonationId }, 'impersonation link created');
    return { data: result.link };
  });

  registerEndpoint(app, endpoints.impersonateLogin, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const result = await service.use(request.user, params.hash);
    if (result.outcome === 'invalid') {
      request.log.warn({ event: 'impersonation-link-rejected', admin: request.user.id, reason: result.reason }, 'impersonation link rejected');
      return replyValidation(reply, 'hash', impersonationMessages.invalidLink);
    }
    request.log.info(
      { event: 'impersonation-start', admin: result.admin.id, user: result.user.id, impersonation: result.impersonationId },
      'admin signed in as a user',
    );
    const user = await payloads.present(result.user, { id: result.admin.id, full_name: result.admin.full_name });
    return { data: { user, access_token: result.accessToken, expires_at: result.expiresAt.toISOString() } };
  });

  registerEndpoint(app, endpoints.stopImpersonation, async (_input, request, reply) => {
    if (!request.user || !request.accessToken) return replyMessage(reply, 401, messages.unauthenticated);
    if (!request.impersonation) return replyMessage(reply, 403, impersonationMessages.notImpersonating);
    await service.stop(request.impersonation.id, request.accessToken.id);
    request.log.info(
      { event: 'impersonation-stop', admin: request.impersonation.admin.id, user: request.user.id, impersonation: request.impersonation.id },
      'impersonation ended',
    );
    return { data: { success: true as const } };
  });
}
