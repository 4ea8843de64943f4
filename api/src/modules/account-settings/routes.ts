// /account-settings: GET, general (multipart with the avatar), security, information, notifications.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, endpoints, serverMessages as m } from '@cadence/shared-lib/contract';
import { preHandlersFor, registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { LoginThrottle } from '../auth/throttle';
import { TokenService } from '../auth/tokens';
import { UserPayloads } from '../users/presenter';
import { AVATAR_MAX_BYTES, type Upload } from './avatar';
import { presentInformation, presentNotifications } from './presenter';
import { AccountSettingsService } from './service';

interface GeneralForm {
  fields: Record<string, unknown>;
  avatar: Upload | undefined;
}

/** Reads the general form: multipart (the avatar as a file part) or, without a file, JSON/urlencoded. */
async function readGeneralForm(request: FastifyRequest): Promise<GeneralForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: typeof body === 'object' && body !== null ? { ...(body as Record<string, unknown>) } : {}, avatar: undefined };
  }
  const fields: Record<string, unknown> = {};
  let avatar: Upload | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'avatar' && avatar === undefined) {
      const buffer = await part.toBuffer();
      // An empty file input sends a part with no bytes: no new avatar.
      if (buffer.length > 0 || part.filename) avatar = { buffer, truncated: part.file.truncated };
    } else {
      part.file.resume();
    }
  }
  return { fields, avatar };
}

export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  // Only this scope parses multipart. One byte past the limit is kept so an oversized file is
  // recognised (truncated) and answered with the avatar's 422 instead of a bare 413.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  const tokens = new TokenService(app.db, app.config);
  const service = new AccountSettingsService(app.db, app.storage, tokens, new LoginThrottle(app.clock), app.clock);
  const payloads = new UserPayloads(app.db, app.clock);

  registerEndpoint(app, endpoints.accountSettings, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const user = request.user;
    return { data: { user: await payloads.present(user), information: presentInformation(user), notifications: presentNotifications(user) } };
  });

  // Registered by hand: the body is multipart, validated field by field by the service with the
  // contract's UpdateGeneralRequest (Fastify's body schema cannot see multipart parts).
  const general = endpoints.updateGeneral;
  app.route({
    method: general.method,
    url: `${API_PREFIX}${general.path}`,
    schema: { summary: general.summary, tags: [general.tag], security: [{ bearerAuth: [] }], consumes: ['multipart/form-data', 'application/json'] },
    preHandler: preHandlersFor(app, general.auth),
    handler: async (request, reply) => {
      if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
      const form = await readGeneralForm(request);
      const updated = await service.updateGeneral(request.user, form.fields, form.avatar);
      return reply.send({ success: true, data: { user: await payloads.present(updated) } });
    },
  });

  registerEndpoint(app, endpoints.updateSecurity, async ({ body }, request, reply) => {
    if (!request.user || !request.accessToken) return replyMessage(reply, 401, messages.unauthenticated);
    const result = await service.updateSecurity(request.user, request.accessToken.id, body, request.ip);
    request.log.info({ event: 'password-change', user: request.user.id, outcome: result.outcome }, 'password change attempt');
    if (result.outcome === 'throttled') {
      reply.header('Retry-After', String(result.retryAfter));
      return replyMessage(reply, 429, m.tooManyRequests(result.retryAfter));
    }
    if (result.outcome === 'wrong-password') return replyValidation(reply, 'old_password', m.currentPassword);
    return { success: true as const };
  });

  registerEndpoint(app, endpoints.updateInformation, async ({ body }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    await service.updateInformation(request.user, body);
    return { success: true as const };
  });

  registerEndpoint(app, endpoints.updateNotifications, async ({ body }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    await service.updateNotifications(request.user, body);
    return { success: 1 as const };
  });
}
