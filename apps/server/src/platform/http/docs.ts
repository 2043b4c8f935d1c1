import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The console's routes, left out of the published document in production (decision 046). */
const STAFF_ROUTES = /^\/api\/admin(\/|$)/;

/**
 * OpenAPI built from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). In
 * production the console's routes are not published (docs/decisions/085-the-console-unpublished.md).
 */
export const docsPlugin = fp<{ hideStaffRoutes: boolean }>(
  async (app, { hideStaffRoutes }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Shop API',
          description:
            'Custom-built and pre-built PCs and accessories. Request bodies may be sent as plain ' +
            'JSON or sealed as `{ payload }` (AES-256-GCM, key from /api/client-config).',
          version: '1.0.0',
        },
        // No servers list: "Try it out" then calls the origin the page came from, which is the
        // only one the page's content security policy lets it reach.
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        if (!hideStaffRoutes || !STAFF_ROUTES.test(input.url)) return transformed;
        return { ...transformed, schema: { ...transformed.schema, hide: true } };
      },
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Swagger UI's page needs nothing beyond the shop's own policy except inline styles
      // for its syntax highlighting; it is served from this origin like everything else.
      staticCSP: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'connect-src': ["'self'"],
        'font-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    });
  },
  { name: 'docs' },
);
