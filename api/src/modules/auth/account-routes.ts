// Registration, password reset and email verification routes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints, serverMessages as m } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { UserPayloads } from '../users/presenter';
import { AccountService } from './account-service';
import { LoginThrottle } from './throttle';
import { TokenService } from './tokens';

function tooMany(reply: FastifyReply, seconds: number, message: string): FastifyReply {
  reply.header('Retry-After', String(seconds));
  return replyMessage(reply, 429, message);
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const service = new AccountService(
    app.db,
    new TokenService(app.db, app.config),
    app.mailer,
    app.config,
    new LoginThrottle(app.clock),
    app.clock,
  );
  const payloads = new UserPayloads(app.db, app.clock);

  registerEndpoint(app, endpoints.register, async ({ body }, request, reply) => {
    const result = await service.register(body);
    request.log.info({ event: 'register', email: body.email.toLowerCase(), outcome: result.outcome }, 'sign-up attempt');
    if (result.outcome === 'taken') return replyValidation(reply, 'email', m.unique('email'));
    return { data: { user: await payloads.present(result.user), access_token: result.accessToken } };
  });

  registerEndpoint(app, endpoints.forgotPassword, async ({ body }, request, reply) => {
    const result = await service.forgotPassword(body);
    request.log.info({ event: 'forgot-password', outcome: result.outcome }, 'password reset requested');
    if (result.outcome === 'throttled') return tooMany(reply, result.retryAfter, m.resetThrottled(result.retryAfter));
    return { data: { message: m.resetLinkSent } };
  });

  registerEndpoint(app, endpoints.resetPassword, async ({ body }, request, reply) => {
    const result = await service.resetPassword(body, request.ip);
    request.log.info({ event: 'reset-password', email: body.email.toLowerCase(), outcome: result.outcome }, 'password reset attempt');
    if (result.outcome === 'throttled') return tooMany(reply, result.retryAfter, m.tooManyRequests(result.retryAfter));
    if (result.outcome === 'invalid') return replyValidation(reply, 'email', m.resetTokenInvalid);
    return { data: { message: m.passwordReset } };
  });

  registerEndpoint(app, endpoints.verifyEmail, async ({ params, query }, request, reply) => {
    const result = await service.verifyEmail({ ...params, ...query });
    request.log.info({ event: 'verify-email', user: params.id, outcome: result.outcome }, 'email verification');
    // 422 rather than Laravel's 403: the client sends every 403 to the not-authorized page, and the
    // link page must show what went wrong and offer a new link.
    if (result.outcome === 'invalid') return replyValidation(reply, 'signature', m.invalidSignature);
    if (result.outcome === 'expired') return replyValidation(reply, 'signature', m.linkExpired);
    const message = result.outcome === 'verified' ? m.emailVerified : m.alreadyVerified;
    // The link alone proves nothing about who opens it: the user's data goes only to their own session.
    await app.authenticateOptional(request);
    const own = request.user?.id === result.user.id;
    return { data: own ? { message, user: await payloads.present(result.user) } : { message } };
  });

  registerEndpoint(app, endpoints.resendVerification, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const result = await service.resendVerification(request.user);
    if (result.outcome === 'throttled') return tooMany(reply, result.retryAfter, m.tooManyRequests(result.retryAfter));
    return { data: { message: result.outcome === 'sent' ? m.verificationSent : m.alreadyVerified } };
  });
}
