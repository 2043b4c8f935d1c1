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
    // Either answer is about 30 bytes, far under the size compression starts at: the compression
    // hooks could only cost it time (docs/decisions/067-less-work-per-request.md).
    compress: false,
    handler: (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = (reachable: boolean): void => {
        if (reachable) {
          reply.code(200).send({ status: 'ok', database: 'ok' });
          return;
        }
        request.log.warn('health check: database unreachable');
        reply.code(503).send({ status: 'error', database: 'unreachable' });
      };
      const reachable = isDatabaseReachable();
      return typeof reachable === 'boolean' ? answer(reachable) : reachable.then(answer);
    },
  });
};
