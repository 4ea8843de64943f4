// ONE error handler and not-found handler for the whole app (DESIGN §4): Laravel-shaped 422s,
// `{ message }` for other client errors, and a generic 5xx body with the details kept in the log.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { toErrorResponse } from './http/error-response';
import { HttpMessages } from './http/messages';

export { validationError, ValidationFailedError } from './http/validation-error';
export { HttpError } from './http/http-error';

function headersOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('headers' in error)) return {};
  const headers = (error as { headers: unknown }).headers;
  if (typeof headers !== 'object' || headers === null) return {};
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const response = toErrorResponse(error);
    if (response.statusCode >= 500) {
      // The request's child logger carries reqId, so a support request can be matched to this line.
      request.log.error({ err: error }, 'request failed');
    } else {
      // Denied access and throttling are worth seeing in the log (security baseline); the rest is noise.
      const level = [401, 403, 429].includes(response.statusCode) ? 'info' : 'debug';
      request.log[level]({ statusCode: response.statusCode, message: response.body.message }, 'request refused');
      reply.headers(headersOf(error));
    }
    if ('headers' in response && response.headers) reply.headers(response.headers);
    return reply.code(response.statusCode).send(response.body);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: HttpMessages.notFound }));
}

export const errorsPlugin = fp(errors, { name: 'cadence-errors', fastify: '5.x' });
export default errorsPlugin;
