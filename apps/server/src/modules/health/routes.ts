import { healthEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-schema';
import { createDatabaseProbe } from './database-probe';
import { createHealthRepository } from './repository';

/** For load balancers and uptime checks: 200 only when the database answered within the last second. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthRepository(app.db);
  const isDatabaseReachable = createDatabaseProbe(health.isDatabaseReachable);

  app.route({
    ...routeOf(healthEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await isDatabaseReachable()) {
        return reply.code(200).send({ status: 'ok', database: 'ok' });
      }
      request.log.warn('health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    },
  });
};
