// GET /admin/settings and PUT /admin/settings (multipart, POST with _method=put), admins only.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, endpoints } from '@cadence/shared-lib/contract';
import { preHandlersFor, registerEndpoint } from '../../http/register-endpoint';
import { AUTH_IMAGE_MAX_BYTES } from './auth-image';
import { readSettingsForm } from './form';
import { AdminSettingsService } from './service';

export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  // Only this scope parses multipart. One byte past the limit is kept so an oversized file is
  // recognised (truncated) and answered with the field's 422 instead of a bare 413.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: AUTH_IMAGE_MAX_BYTES + 1, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  const service = new AdminSettingsService(app.db, app.storage, app.maintenance, app.clock);

  registerEndpoint(app, endpoints.adminSettings, async () => ({ data: { settings: await service.read() } }));

  // Registered by hand: the body is multipart, validated by the service with the contract's
  // UpdateAdminSettingsRequest (Fastify's body schema cannot see multipart parts).
  const update = endpoints.adminUpdateSettings;
  app.route({
    method: update.method,
    url: `${API_PREFIX}${update.path}`,
    schema: { summary: update.summary, tags: [update.tag], security: [{ bearerAuth: [] }], consumes: ['multipart/form-data', 'application/json'] },
    preHandler: preHandlersFor(app, update.auth),
    handler: async (request, reply) => {
      const form = await readSettingsForm(request);
      const settings = await service.update(form.fields, form.authImage);
      request.log.info(
        { event: 'admin-settings-update', admin: request.user?.id, maintenance_mode: settings.maintenance_mode, auth_image_changed: form.authImage !== undefined },
        'admin saved the settings',
      );
      return reply.send({ data: { settings } });
    },
  });
}
