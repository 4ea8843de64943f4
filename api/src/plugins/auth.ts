// Bearer-token authentication: `Authorization: Bearer <id>|<secret>` → request.user.
// `app.authenticate` and `app.requireRole(roles)` are the preHandlers routes use;
// `app.authenticateOptional` fills request.user when a valid token is present, never answering.
// A token an admin got by impersonating (impersonation_id) also sets request.impersonation, so
// routes can refuse what an impersonator must not do and the user payload can name the admin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@cadence/shared-lib/contract';
import { messages, replyMessage } from '../http/replies';
import { TokenService } from '../modules/auth/tokens';
import { ImpersonationRepository, type ImpersonationContext } from '../modules/impersonation/repository';
import { UsersRepository } from '../modules/users/repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request's token comes from an admin's impersonation of this user. */
    impersonation: ImpersonationContext | null;
  }
}

export default fp(
  async (app) => {
    const tokens = new TokenService(app.db, app.config);
    const users = new UsersRepository(app.db);

    app.decorateRequest('user', null);
    app.decorateRequest('accessToken', null);
    app.decorateRequest('impersonation', null);
    const impersonations = new ImpersonationRepository(app.db);
    // Hooks (maintenance mode) may resolve the token before the route does: once per request.
    const resolved = new WeakMap<FastifyRequest, Promise<boolean>>();

    /** True when the request carries a valid token of an active (not suspended) user. */
    const resolveOnce = async (request: FastifyRequest): Promise<boolean> => {
      const header = request.headers.authorization ?? '';
      const plain = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
      const token = plain ? await tokens.resolve(plain, app.clock()) : undefined;
      const user = token ? await users.findById(token.user_id) : undefined;
      if (!token || !user || user.suspended_at) return false;
      // An impersonation token dies with its impersonation (ended, or the admin lost the right).
      const impersonation = token.impersonation_id ? await impersonations.activeContext(token.impersonation_id) : null;
      if (impersonation === undefined) return false;
      request.user = user;
      request.accessToken = token;
      request.impersonation = impersonation;
      return true;
    };
    const resolve = (request: FastifyRequest): Promise<boolean> => {
      let result = resolved.get(request);
      if (!result) {
        result = resolveOnce(request);
        resolved.set(request, result);
      }
      return result;
    };

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await resolve(request))) return replyMessage(reply, 401, messages.unauthenticated);
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      await resolve(request);
    });

    app.decorate('requireRole', (roles: ReadonlyArray<Role>) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user || !roles.includes(request.user.role)) {
        request.log.warn({ event: 'authorization-denied', user: request.user?.id, url: request.url }, 'access denied');
        return replyMessage(reply, 403, messages.forbidden);
      }
    });
  },
  { name: 'cadence-auth', dependencies: ['cadence-db'] },
);
