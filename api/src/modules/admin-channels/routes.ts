// /admin/channels (admins only; the contract's auth rule answers 403 to everyone else).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { ChannelsService } from './service';

export async function adminChannelsRoutes(app: FastifyInstance): Promise<void> {
  const service = new ChannelsService(app.db, app.config.appKey, app.clock);

  registerEndpoint(app, endpoints.adminChannels, async () => ({ data: { channels: await service.list() } }));

  registerEndpoint(app, endpoints.adminUpdateChannel, async ({ params, body }, request) => {
    const channel = await service.update(params.platform, body);
    // Never log the secret; only whether one was sent.
    request.log.info(
      { event: 'admin-channel-update', admin: request.user?.id, platform: params.platform, enabled: body.enabled, secret_changed: body.client_secret !== null },
      'admin updated a channel',
    );
    return { data: { channel } };
  });
}
