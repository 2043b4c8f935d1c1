import { devEchoEndpoint, sealEnvelope } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loopbackOnly } from '../../platform/http/loopback-only';
import { routeOf } from '../../platform/http/route-schema';
import { devGameRoutes } from './game-routes';
import { devStockRoutes } from './stock-routes';

// Development and test only (app.ts never registers it in production): lets the browser tests
// prove the envelope round trip, sealed by the browser and opened here, then the other way.
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  await app.register(devStockRoutes);
  await app.register(devGameRoutes);
  app.route({
    ...routeOf(devEchoEndpoint),
    handler: async (request) => sealEnvelope(request.body, app.config.envelopeKey),
  });
};
