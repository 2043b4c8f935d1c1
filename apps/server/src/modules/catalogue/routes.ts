import { fetchAllComponentsEndpoint, priceBuildEndpoint } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchesIfNoneMatch, pickContentCoding } from '../../platform/http/conditional-body';
import { routeOf } from '../../platform/http/route-schema';
import { priceBuild } from './price-build';
import { etagFor } from './snapshot';

/** The configurator's catalogue and its prices (docs/api/configurator.md). The store is app.catalogue. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCatalogue = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (await app.catalogue.recent()).fetchAllComponents;
    const coding = pickContentCoding(request.headers['accept-encoding']);
    const etag = etagFor(body, coding);
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      // Stock changes at any time: a browser keeps its copy but asks each time (a 304 is cheap).
      .header('cache-control', 'no-cache');
    // A conditional POST that matches is a failed precondition (RFC 9110 section 13.1.2), never a
    // 304; only GET and HEAD are revalidated, and POST always answers the whole catalogue.
    if (request.method !== 'POST' && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    if (coding !== 'identity') reply.header('content-encoding', coding);
    const bytes = coding === 'identity' ? body.identity : await body.encoded(coding);
    // The bytes were serialized from the checked catalogue once per change (snapshot.ts); the
    // contract's schema describes them for the OpenAPI document and the web's checks.
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .send(bytes as never);
  };

  app.route({
    ...routeOf(fetchAllComponentsEndpoint),
    // The body is compressed once per catalogue change (snapshot.ts), not once per request.
    compress: false,
    handler: sendCatalogue,
  });

  app.route({
    ...routeOf(priceBuildEndpoint),
    handler: async (request) => priceBuild(await app.catalogue.current(), request.body.selection),
  });
};
