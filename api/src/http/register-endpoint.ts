// Registers a route from an entry of the contract's endpoint table: path under /api/web/v1,
// zod schemas for validation, serialization and OpenAPI, the endpoint's auth rule and its gated
// feature (`feature: key` in the contract → 403 with the upgrade message for users without it).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, type EndpointDef, type FeatureKey } from '@cadence/shared-lib/contract';
import { requireFeature } from '../modules/entitlements/gate';

// Optional schema properties are `Schema | undefined`: unwrap so a declared body is never typed as possibly missing.
type Output<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export interface EndpointInput<E extends EndpointDef> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

/** The handler returns the response body (validated against the contract), or the reply when it answered itself. */
export type EndpointHandler<E extends EndpointDef> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply>;

/** Authentication, then roles, then the gated feature (a gated endpoint always needs a signed-in user). */
export function preHandlersFor(app: FastifyInstance, auth: EndpointDef['auth'], feature?: FeatureKey): preHandlerHookHandler[] {
  const gate = feature ? [requireFeature(feature)] : [];
  if (auth === 'public') return feature ? [app.authenticate, ...gate] : [];
  if (auth === 'user') return [app.authenticate, ...gate];
  return [app.authenticate, app.requireRole(auth), ...gate];
}

export function registerEndpoint<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    preHandler: preHandlersFor(app, endpoint.auth, endpoint.feature),
    handler: (request, reply) =>
      handler(
        {
          params: request.params as Output<E['params']>,
          query: request.query as Output<E['query']>,
          body: request.body as Output<E['body']>,
        },
        request,
        reply,
      ),
  });
}
