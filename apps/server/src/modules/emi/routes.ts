import { emiPlansEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-schema';

/**
 * The EMI plans the screens estimate with (docs/decisions/051-emi-estimates-as-a-bank-computes-them.md):
 * the configuration's rates and no-cost offers today; a staff console can own them later without
 * the screens changing.
 */
export const emiRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.config.emiPlans.map((plan) => ({ ...plan }));
  app.route({
    ...routeOf(emiPlansEndpoint),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { plans };
    },
  });
};
