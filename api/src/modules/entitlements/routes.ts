// GET /features (the catalogue as the user sees it) and GET /features/:key (that feature's
// entitlement, refused with the gate's 403 when the user may not use it).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage } from '../../http/replies';
import { entitlementsOf, refuseWithoutFeature } from './gate';

export async function entitlementsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.features, async (_input, request, reply) => {
    const entitlements = entitlementsOf(request);
    if (!entitlements) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: { features: (await entitlements).catalogue } };
  });

  registerEndpoint(app, endpoints.feature, async ({ params }, request, reply) => {
    const refused = await refuseWithoutFeature(request, reply, params.key);
    if (refused) return refused;
    const feature = (await entitlementsOf(request))?.catalogue.find((f) => f.key === params.key);
    if (!feature) return replyMessage(reply, 403, messages.forbidden);
    return { data: { feature: { key: feature.key, name: feature.name, value: feature.value } } };
  });
}
