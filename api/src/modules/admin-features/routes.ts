// /admin/features: the catalogue and its edits (name, icon, master switch, order). Admins only.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { presentAdminFeatures } from './presenter';
import { AdminFeaturesRepository } from './repository';

export async function adminFeaturesRoutes(app: FastifyInstance): Promise<void> {
  const repository = new AdminFeaturesRepository(app.db);

  registerEndpoint(app, endpoints.adminFeatures, async () => ({ data: { features: presentAdminFeatures(await repository.list()) } }));

  registerEndpoint(app, endpoints.adminUpdateFeature, async ({ params, body }, request, reply) => {
    const row = await repository.update(params.key, body, app.clock());
    const [feature] = row ? presentAdminFeatures([row]) : [];
    if (!feature) return replyMessage(reply, 404, HttpMessages.notFound);
    request.log.info({ event: 'admin-feature-update', admin: request.user?.id, feature: feature.key }, 'admin changed a feature');
    return { data: { feature } };
  });
}
