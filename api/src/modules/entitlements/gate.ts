// The API side of feature gating: registerEndpoint adds `requireFeature(key)` after
// authentication for every contract entry with `feature: key`. The user's entitlements are read
// once per request (one query) and shared by the gate and the handler.
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { serverMessages, type FeatureKey } from '@cadence/shared-lib/contract';
import { messages, replyMessage } from '../../http/replies';
import type { Entitlements } from './access';
import { EntitlementsService } from './service';

const perRequest = new WeakMap<FastifyRequest, Promise<Entitlements>>();

/** The signed-in user's entitlements, cached for the rest of the request. */
export function entitlementsOf(request: FastifyRequest): Promise<Entitlements> | undefined {
  const user = request.user;
  if (!user) return undefined;
  let cached = perRequest.get(request);
  if (!cached) {
    cached = new EntitlementsService(request.server.db, request.server.clock).of(user, { catalogue: true });
    perRequest.set(request, cached);
  }
  return cached;
}

/** Answers 401 without a user, 403 (upgrade message) without access; undefined when the user may go on. */
export async function refuseWithoutFeature(request: FastifyRequest, reply: FastifyReply, key: FeatureKey): Promise<FastifyReply | undefined> {
  const entitlements = entitlementsOf(request);
  if (!entitlements) return replyMessage(reply, 401, messages.unauthenticated);
  if ((await entitlements).access.includes(key)) return undefined;
  request.log.info({ event: 'feature-denied', user: request.user?.id, feature: key }, 'feature not in plan');
  return replyMessage(reply, 403, serverMessages.featureLocked);
}

export function requireFeature(key: FeatureKey): preHandlerHookHandler {
  // Fastify stops the request when an async hook returns the reply it answered with.
  return async (request, reply) => refuseWithoutFeature(request, reply, key);
}
