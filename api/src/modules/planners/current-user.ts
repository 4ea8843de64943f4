// The signed-in user of a route whose contract entry requires authentication (the preHandler has
// already answered 401 otherwise; this only narrows the type, and refuses if that ever changed).
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { messages } from '../../http/replies';
import { HttpError } from '../../plugins/http/http-error';

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, messages.unauthenticated);
  return request.user;
}
