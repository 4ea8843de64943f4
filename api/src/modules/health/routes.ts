// GET /api/health: 200 when the database answers, 503 (degraded) when it does not.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthBody } from '@cadence/shared-lib/contract';
import { databaseIsUp } from './repository';

export async function healthRoutes(app: FastifyInstance, options: { version: string }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { summary: 'Liveness and database status', tags: ['platform'], response: { 200: HealthBody, 503: HealthBody } },
      // Probes must not be throttled by the global rate limit.
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const up = await databaseIsUp(app.pool);
      reply.header('Cache-Control', 'no-store');
      if (!up) return reply.code(503).send({ status: 'degraded', database: 'down', version: options.version });
      return { status: 'ok' as const, database: 'up' as const, version: options.version };
    },
  );
}
