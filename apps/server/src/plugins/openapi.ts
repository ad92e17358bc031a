import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas, so it cannot drift. Registered
 * before any route, at the root, so that it sees the routes of every context.
 */
export const openApiDocument = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Technology City Portal API',
          description:
            'Back-office API of the one-stop-shop portal and the public parcel-data API.',
          version: opts.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
            serviceBasic: { type: 'http', scheme: 'basic' },
            apiKey: { type: 'apiKey', in: 'query', name: 'apiKey' },
            // The parcel API also takes the key itself, or 'Bearer <key>', in this header.
            apiKeyHeader: { type: 'apiKey', in: 'header', name: 'Authorization' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);

/** The document as JSON and as Swagger UI's pages, which take the pages' headers. */
export const openApiPages = fp(
  async (app: FastifyInstance) => {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi-pages', dependencies: ['openapi'] },
);
