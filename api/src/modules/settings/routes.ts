// GET /settings (public keys) and PUT /account-settings/locale/:locale.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage } from '../../http/replies';
import { UserPayloads } from '../users/presenter';
import { UsersRepository } from '../users/repository';
import { SettingsService } from './service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const service = new SettingsService(app.db);
  const users = new UsersRepository(app.db);
  const payloads = new UserPayloads(app.db, app.clock);

  registerEndpoint(app, endpoints.publicSettings, async ({ query }) => ({ data: await service.publicValues(query.keys) }));

  registerEndpoint(app, endpoints.setLocale, async ({ params }, request, reply) => {
    // Scoped to the signed-in user: there is no user id in the request to tamper with.
    const updated = request.user ? await users.updateLocale(request.user.id, params.locale, app.clock()) : undefined;
    if (!updated) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: { user: await payloads.present(updated, request.impersonation?.admin ?? null) } };
  });
}
