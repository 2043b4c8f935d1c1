import { clientConfigEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-schema';

/** Public values the browser needs at start-up; nothing here is a secret. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { envelopeKey, supportPhone, whatsappNumber, tagManagerId } = app.config;
  const googleSignIn = app.config.google !== null;
  // The same plans GET /api/emiPlans answers: the screens estimate EMI without a call of their own.
  const emiPlans = app.config.emiPlans.map((plan) => ({ ...plan }));

  app.route({
    ...routeOf(clientConfigEndpoint),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { envelopeKey, supportPhone, whatsappNumber, googleSignIn, tagManagerId, emiPlans };
    },
  });
};
