// Laravel-style method spoofing: a POST carrying `_method` = put|patch|delete (JSON, urlencoded or
// multipart) is replayed through the router as that method, so the real route runs its whole
// lifecycle (hooks, auth, multipart parsing, validation) and sees the body without `_method`.
// Fastify routes before any hook sees the body, hence the buffering and replay (stack-notes.md).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http/http-error';
import { HttpMessages } from './http/messages';
import { bodyKindOf } from './http/spoofing/body-kind';
import { extractSpoofedMethod, SPOOF_FIELD } from './http/spoofing/extract-method';
import { readBody } from './http/spoofing/read-body';
import { createReplayedRequest, forwardAbort, isReplayedRequest } from './http/spoofing/replayed-request';
import { parseUrlencoded } from './http/urlencoded-body';
import { validationError } from './http/validation-error';

export { isReplayedRequest, replayedRequestId } from './http/spoofing/replayed-request';

export interface MethodSpoofingOptions {
  /** Largest multipart body buffered for a spoofed upload (bytes). JSON and forms use the server's bodyLimit. */
  bodyLimit?: number;
}

const SPOOFABLE = ['PUT', 'PATCH', 'DELETE'] as const;
const ACCEPTED = new Set<string>(['POST', ...SPOOFABLE]);
const DEFAULT_MULTIPART_LIMIT = 25 * 1024 * 1024;
const DEFAULT_BODY_LIMIT = 1024 * 1024;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

function chosenMethod(value: unknown): string {
  if (value === undefined) return 'POST';
  const method = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!ACCEPTED.has(method)) throw validationError(SPOOF_FIELD, HttpMessages.invalidSpoofedMethod);
  return method;
}

async function methodSpoofing(app: FastifyInstance, options: MethodSpoofingOptions): Promise<void> {
  const multipartLimit = options.bodyLimit ?? DEFAULT_MULTIPART_LIMIT;
  const bodyLimit = app.initialConfig.bodyLimit ?? DEFAULT_BODY_LIMIT;

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseUrlencoded(String(body)));
    });
  }

  const routedMethods = (url: string): string[] =>
    [...ACCEPTED].filter((method) => app.findRoute({ method, url }) !== null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || isReplayedRequest(request.raw)) return;
    const routed = routedMethods(request.url);
    // Only paths that have a PUT/PATCH/DELETE route are buffered; every other POST streams as usual.
    if (!routed.some((method) => method !== 'POST')) return;
    const kind = bodyKindOf(request.headers['content-type']);
    if (kind === null || !hasBody(request)) return;

    const limit = kind.type === 'multipart' ? multipartLimit : bodyLimit;
    if (Number(request.headers['content-length']) > limit) throw new HttpError(413, HttpMessages.tooLarge);
    const body = await readBody(request.raw, limit);
    const spoof = extractSpoofedMethod(kind, body);
    const method = chosenMethod(spoof.value);
    if (!routed.includes(method)) {
      throw new HttpError(405, HttpMessages.methodNotAllowed(method, routed), { allow: routed.join(', ') });
    }

    // From here the replayed request owns the response; this one stops.
    reply.hijack();
    const replay = createReplayedRequest(request.raw, method, spoof.body, request.id);
    forwardAbort(replay, reply.raw);
    app.routing(replay, reply.raw);
  });
}

export const methodSpoofingPlugin = fp(methodSpoofing, { name: 'cadence-method-spoofing', fastify: '5.x' });
export default methodSpoofingPlugin;
