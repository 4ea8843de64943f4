// The Cadence API as a Fastify plugin, and buildApp() which wraps it in an instance.
// Order matters: spoofing and error handling at the root first, the zod compilers and the
// OpenAPI collector before any route, infrastructure next, then the feature modules.
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { accountSettingsRoutes } from './modules/account-settings/routes';
import { adminChannelsRoutes } from './modules/admin-channels/routes';
import { adminServicesRoutes } from './modules/admin-services/routes';
import { adminSettingsRoutes } from './modules/admin-settings/routes';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { accountRoutes } from './modules/auth/account-routes';
import { authRoutes } from './modules/auth/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { billingRoutes } from './modules/billing/routes';
import { addonsRoutes } from './modules/addons/routes';
import { plansRoutes } from './modules/plans/routes';
import { adminPlansRoutes } from './modules/admin-plans/routes';
import { adminFeaturesRoutes } from './modules/admin-features/routes';
import { adminAddonsRoutes } from './modules/admin-addons/routes';
import { entitlementsRoutes } from './modules/entitlements/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { healthRoutes } from './modules/health/routes';
import impersonationGuardPlugin from './modules/impersonation/guard';
import { impersonationRoutes } from './modules/impersonation/routes';
import { settingsRoutes } from './modules/settings/routes';
import { plannersRoutes } from './modules/planners/routes';
import { sharesRoutes } from './modules/shares/routes';
import { postsRoutes } from './modules/posts/routes';
import { connectionsRoutes } from './modules/connections/routes';
import { schedulesRoutes } from './modules/schedules/routes';
import { publishingRoutes } from './modules/publishing/routes';
import { postMediaRoutes } from './modules/post-media/routes';
import { linkPreviewRoutes } from './modules/link-preview/routes';
import type { LinkPreviewOptions } from './modules/link-preview/service';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import frontendsPlugin from './plugins/frontends';
import jobsPlugin from './plugins/jobs';
import mailPlugin from './plugins/mail';
import maintenancePlugin from './plugins/maintenance';
import mediaRoutePlugin from './plugins/media-route';
import methodSpoofingPlugin from './plugins/method-spoofing';
import paymentsPlugin from './plugins/payments';
import securityPlugin from './plugins/security';
import socialPlugin from './plugins/social';
import storagePlugin from './plugins/storage';
import { mediaAuthorizer } from './modules/media/policy';
import { MediaUrlSigner } from './modules/media/signed-url';
import { systemClock, type Clock } from './support/clock';
import { appVersion } from './support/version';

export interface AppDeps {
  /** Connection URL of the (already migrated) database. */
  databaseUrl: string;
  clock?: Clock;
  version?: string;
  /** Link previews' test seams (allowlisted local hosts, resolver, timeout); unset in production. */
  linkPreview?: LinkPreviewOptions;
}

export const cadenceApp = fp<{ config: Config; deps: AppDeps }>(
  async (app, { config, deps }) => {
    const version = deps.version ?? appVersion();
    app.decorate('config', config);
    app.decorate('clock', deps.clock ?? systemClock);
    app.decorate('mediaUrls', new MediaUrlSigner(config.appKey));
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    // Spoofing must sit at the root before any route so `_method` reaches PUT/PATCH/DELETE routes.
    await app.register(methodSpoofingPlugin);
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { corsOrigins: config.corsOrigins, publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax });
    await app.register(cookie);
    await app.register(docsPlugin, { version, publicUrl: config.publicUrl });
    await app.register(dbPlugin, { url: deps.databaseUrl });
    await app.register(authPlugin);
    // Root hooks (before any route): maintenance mode's 503 and what an impersonator may not do.
    await app.register(maintenancePlugin);
    await app.register(impersonationGuardPlugin);
    await app.register(jobsPlugin, { url: deps.databaseUrl });
    await app.register(storagePlugin, { mediaDir: path.join(config.dataDir, 'media') });
    await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail') });
    await app.register(mediaRoutePlugin, { authorize: mediaAuthorizer(app.db, app.mediaUrls, app.clock) });
    await app.register(paymentsPlugin);
    await app.register(socialPlugin);

    await app.register(healthRoutes, { version });
    await app.register(authRoutes);
    await app.register(accountRoutes);
    await app.register(settingsRoutes);
    await app.register(accountSettingsRoutes);
    await app.register(sessionsRoutes);
    await app.register(adminUsersRoutes);
    await app.register(adminChannelsRoutes);
    await app.register(adminSettingsRoutes);
    await app.register(adminServicesRoutes);
    await app.register(impersonationRoutes);
    await app.register(plansRoutes);
    await app.register(adminPlansRoutes);
    await app.register(adminFeaturesRoutes);
    await app.register(adminAddonsRoutes);
    await app.register(entitlementsRoutes);
    await app.register(paymentsRoutes);
    await app.register(billingRoutes);
    await app.register(addonsRoutes);
    await app.register(plannersRoutes);
    await app.register(sharesRoutes);
    await app.register(postsRoutes);
    await app.register(publishingRoutes);
    await app.register(connectionsRoutes);
    await app.register(schedulesRoutes);
    await app.register(postMediaRoutes);
    if (config.linkPreviewAllowHosts.length > 0) app.log.warn({ hosts: config.linkPreviewAllowHosts }, 'LINK_PREVIEW_ALLOW_HOSTS lets link previews reach these local hosts (tests only)');
    await app.register(linkPreviewRoutes, deps.linkPreview ?? { allowHosts: config.linkPreviewAllowHosts });
    // Last: its SPA fallback answers what no API route claimed.
    await app.register(frontendsPlugin, { root: config.frontendRoot, remotesFile: config.remotesFile });
  },
  { name: 'cadence-app' },
);

export async function buildApp(config: Config, deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    // At most one reverse proxy, on this machine; PUBLIC_URL tells us the outside address.
    trustProxy: 'loopback',
    bodyLimit: 1024 * 1024,
    ...options,
  });
  await app.register(cadenceApp, { config, deps });
  await app.ready();
  return app;
}
