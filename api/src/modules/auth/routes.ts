// /auth/* and /sanctum/csrf-cookie.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints, serverMessages } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { UserPayloads } from '../users/presenter';
import { AuthService } from './service';
import { LoginThrottle } from './throttle';
import { TokenService } from './tokens';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const service = new AuthService(app.db, new TokenService(app.db, app.config), new LoginThrottle(app.clock), app.clock);
  const payloads = new UserPayloads(app.db, app.clock);

  registerEndpoint(app, endpoints.csrfCookie, async (_input, _request, reply) => {
    // Readable by the SPA (not httpOnly) so it can echo it in X-XSRF-TOKEN, as Sanctum clients do.
    reply.setCookie('XSRF-TOKEN', randomBytes(32).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      secure: app.config.publicUrl.startsWith('https:'),
      httpOnly: false,
      maxAge: 2 * 60 * 60,
    });
    return reply.code(204).send();
  });

  registerEndpoint(app, endpoints.login, async ({ body }, request, reply) => {
    const result = await service.login(body, request.ip);
    request.log.info({ event: 'login', email: body.email.toLowerCase(), outcome: result.outcome }, 'sign-in attempt');
    if (result.outcome === 'throttled') {
      reply.header('Retry-After', String(result.retryAfter));
      return replyMessage(reply, 429, serverMessages.throttled(result.retryAfter));
    }
    if (result.outcome === 'invalid') return replyValidation(reply, 'email', result.message);
    return { data: { user: await payloads.present(result.user), access_token: result.accessToken } };
  });

  registerEndpoint(app, endpoints.logout, async (_input, request) => {
    if (request.accessToken) await service.logout(request.accessToken.id);
    return { data: { success: true } };
  });

  registerEndpoint(app, endpoints.me, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: { user: await payloads.present(request.user, request.impersonation?.admin ?? null) } };
  });
}
