import { sealEnvelope } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devStockRoutes } from './stock-routes';

// Development and test only (app.ts never registers it in production): lets the browser tests
// prove the envelope round trip, sealed by the browser and opened here, then the other way.
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(devStockRoutes);
  app.post(
    '/dev/echo',
    {
      schema: {
        tags: ['development'],
        summary: 'Answers the opened request body, sealed again',
        body: z.unknown(),
        response: { 200: z.object({ payload: z.string() }) },
      },
    },
    async (request) => sealEnvelope(request.body, app.config.envelopeKey),
  );
};
