// OpenAPI generated from the contract's zod schemas; JSON at /api/docs/json, UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface DocsPluginOptions {
  version: string;
  publicUrl: string;
}

export default fp<DocsPluginOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Cadence API', version: options.version, description: 'Plan and publish social-media content.' },
        servers: [{ url: options.publicUrl }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: '`<id>|<secret>` from POST /auth/login' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'cadence-docs' },
);
