// Refuses (403) the routes an impersonation token must not use: changing the customer's password
// (REFUSED_WHILE_IMPERSONATING). A root hook, so the account-settings module needs no change.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, impersonationMessages } from '@cadence/shared-lib/contract';
import { replyMessage } from '../../http/replies';
import { REFUSED_WHILE_IMPERSONATING } from './policy';

async function impersonationGuard(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith(`${API_PREFIX}/`)) return;
    if (!REFUSED_WHILE_IMPERSONATING.has(`${request.method} ${route.slice(API_PREFIX.length)}`)) return;
    await app.authenticateOptional(request);
    if (!request.impersonation) return;
    request.log.warn({ event: 'impersonation-action-refused', admin: request.impersonation.admin.id, user: request.user?.id, url: route }, 'refused while impersonating');
    return replyMessage(reply, 403, impersonationMessages.refused);
  });
}

export const impersonationGuardPlugin = fp(impersonationGuard, { name: 'cadence-impersonation-guard', fastify: '5.x', dependencies: ['cadence-auth'] });
export default impersonationGuardPlugin;
