import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDatabaseProbe } from './database-probe';
import { createHealthRepository } from './repository';

const healthySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthySchema = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
});

/** For load balancers and uptime checks: 200 only when the database answered within the last second. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthRepository(app.db);
  const isDatabaseReachable = createDatabaseProbe(health.isDatabaseReachable);

  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the server and its database are up',
        response: { 200: healthySchema, 503: unhealthySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await isDatabaseReachable()) {
        return reply.code(200).send({ status: 'ok', database: 'ok' });
      }
      request.log.warn('health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    },
  );
};
