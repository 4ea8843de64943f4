// GET /account-settings/sessions and DELETE /account-settings/sessions/:id.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { SessionsService } from './service';

export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const service = new SessionsService(app.db, app.clock, app.config.tokenIdleMinutes);

  registerEndpoint(app, endpoints.sessions, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: { sessions: await service.list(request.user.id, request.accessToken?.id) } };
  });

  registerEndpoint(app, endpoints.revokeSession, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    if (!(await service.revoke(request.user.id, params.id))) return replyMessage(reply, 404, HttpMessages.notFound);
    request.log.info({ event: 'session-revoked', user: request.user.id, token: params.id }, 'session revoked');
    return { success: true as const };
  });
}
