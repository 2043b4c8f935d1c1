import { fetchAccessoriesEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchesIfNoneMatch } from '../../platform/http/conditional-body';
import { routeOf } from '../../platform/http/route-schema';

/** Add-Ons (docs/api/accessories.md). The store itself is app.accessories. */
export const accessoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(fetchAccessoriesEndpoint),
    handler: async (request, reply) => {
      const { body, etag } = await app.accessories.recent();
      // Stock changes at any time: a browser keeps its copy but asks each time (a 304 is cheap).
      reply.header('etag', etag).header('cache-control', 'no-cache');
      // A conditional POST is never answered 304 (RFC 9110 section 13.1.2): POST always gets the
      // list.
      if (request.method !== 'POST' && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.code(304).send(null);
      }
      // Serialized once per change (accessories-snapshot.ts): the bytes go out as they are; the
      // contract's schema describes them for the OpenAPI document and the web's checks.
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(body as never);
    },
  });
};
