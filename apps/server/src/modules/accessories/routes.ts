import { fetchAccessoriesAnswerSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Add-Ons (SPEC §2, §7 fetchAccessories). The store itself is app.accessories. */
export const accessoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/fetchAccessories',
    schema: {
      tags: ['accessories'],
      summary: 'Every add-on with its price (rupees), warranty (years), colour and stock',
      description:
        'POST as the spec calls it (no body); GET for HTTP caching: a weak ETag, and ' +
        'If-None-Match answers 304. The answer carries no user data.',
      response: { 200: fetchAccessoriesAnswerSchema, 304: z.null().describe('Not modified') },
    },
    handler: async (request, reply) => {
      const { body, etag } = await app.accessories.recent();
      // Stock changes at any time: a browser keeps its copy but asks each time (a 304 is cheap).
      reply.header('etag', etag).header('cache-control', 'no-cache');
      // A conditional POST is never answered 304 (RFC 9110 §13.1.2): POST always gets the list.
      if (request.method !== 'POST' && matches(request.headers['if-none-match'], etag)) {
        return reply.code(304).send(null);
      }
      // Serialized once per change (accessories-snapshot.ts): the bytes go out as they are.
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(body as never);
    },
  });
};

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
