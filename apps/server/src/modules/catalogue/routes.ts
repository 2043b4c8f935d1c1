import { catalogueSchema, selectionSchema } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { etagFor, matchesIfNoneMatch, pickContentCoding } from './conditional-body';
import { buildPriceSchema, priceBuild } from './price-build';

const FETCH_ALL_COMPONENTS_SUMMARY =
  'Every in-stock part of the configurator, prices in rupees (SPEC §7 fetchAllComponents)';

/** The configurator's catalogue and its prices. The store itself is app.catalogue. */
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
    // A conditional POST that matches is a failed precondition (RFC 9110 §13.1.2), never a 304;
    // only GET and HEAD are revalidated, and POST always answers the whole catalogue.
    if (request.method !== 'POST' && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    if (coding !== 'identity') reply.header('content-encoding', coding);
    const bytes = coding === 'identity' ? body.identity : await body.encoded(coding);
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .send(bytes as never);
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/fetchAllComponents',
    // The body is compressed once per catalogue change (snapshot.ts), not once per request.
    compress: false,
    schema: {
      tags: ['configurator'],
      summary: FETCH_ALL_COMPONENTS_SUMMARY,
      description:
        'POST as the spec calls it (no body); GET for HTTP caching: a strong ETag per content ' +
        'coding, and If-None-Match answers 304. The answer carries no user data.',
      response: { 200: catalogueSchema, 304: z.null().describe('Not modified') },
    },
    handler: sendCatalogue,
  });

  app.post(
    '/priceBuild',
    {
      schema: {
        tags: ['configurator'],
        summary: 'Prices a selection of part ids from the catalogue (a price sent is ignored)',
        body: z.object({ selection: selectionSchema }),
        response: { 200: buildPriceSchema, 400: messageBodySchema },
      },
    },
    async (request) => priceBuild(await app.catalogue.current(), request.body.selection),
  );
};
