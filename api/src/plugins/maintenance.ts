// Maintenance mode (admin setting): while on, customers and guests get 503 `{message, maintenance: true}`
// with Retry-After from every /api/web/v1 route except the few the login screen needs; admins and
// staff work as usual and /api/health is never affected. An onRequest hook, so nothing (not even
// validation) runs first. The setting is cached briefly so it costs no query per request; saving
// the settings invalidates the cache at once (`app.maintenance.invalidate()`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, DEFAULT_MAINTENANCE_MESSAGE, type MaintenanceBody } from '@cadence/shared-lib/contract';
import type { Database } from '../db/client';
import { SettingsRepository } from '../modules/settings/repository';

export const MAINTENANCE_CACHE_MS = 5_000;
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** Routes (method + path below the API prefix) everyone may reach: the login screen's needs. */
const ALWAYS_OPEN = new Set(['GET /settings', 'GET /sanctum/csrf-cookie', 'POST /auth/login', 'POST /auth/logout']);
/** Open to guests only (they get their 401; a signed-in customer gets the maintenance answer). */
const OPEN_TO_GUESTS = new Set(['GET /auth/user']);

export interface MaintenanceStatus {
  on: boolean;
  message: string;
}

export class MaintenanceState {
  private cached: { status: MaintenanceStatus; at: number } | undefined;
  private readonly settings: SettingsRepository;

  constructor(
    db: Database,
    private readonly ttlMs = MAINTENANCE_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.settings = new SettingsRepository(db);
  }

  async status(): Promise<MaintenanceStatus> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached.status;
    const stored = await this.settings.values(['maintenance_mode', 'maintenance_message']);
    const message = stored.get('maintenance_message');
    const status = {
      on: stored.get('maintenance_mode') === true,
      message: typeof message === 'string' && message.trim() !== '' ? message : DEFAULT_MAINTENANCE_MESSAGE,
    };
    this.cached = { status, at: this.now() };
    return status;
  }

  invalidate(): void {
    this.cached = undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceState;
  }
}

async function maintenance(app: FastifyInstance): Promise<void> {
  const state = new MaintenanceState(app.db);
  app.decorate('maintenance', state);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith(`${API_PREFIX}/`)) return;
    const key = `${request.method} ${route.slice(API_PREFIX.length)}`;
    if (ALWAYS_OPEN.has(key)) return;
    const status = await state.status();
    if (!status.on) return;
    // Resolving the token here is cached on the request, so the route's own authenticate reuses it.
    await app.authenticateOptional(request);
    const role = request.user?.role;
    if (role === 'admin' || role === 'staff' || request.impersonation) return;
    if (!request.user && OPEN_TO_GUESTS.has(key)) return;
    const body: MaintenanceBody = { message: status.message, maintenance: true };
    reply.header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
    return reply.code(503).send(body);
  });
}

export const maintenancePlugin = fp(maintenance, { name: 'cadence-maintenance', fastify: '5.x', dependencies: ['cadence-db', 'cadence-auth'] });
export default maintenancePlugin;
