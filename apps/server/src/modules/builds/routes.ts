import { API_MESSAGES, addBuildEndpoint, getBuildEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../../platform/rate-limit/limiter';
import { createBuildsRepository } from './repository';
import { BUILD_ID_PATTERN, newBuildId, prepareBuild, sharedBuildRow } from './service';

/** Builds shared from /config: /builds/{id} (docs/api/builds.md). */
export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const builds = createBuildsRepository(app.db);

  const limiter = createRateLimiter(app.db, app.clock);

  app.route({
    ...routeOf(addBuildEndpoint),
    onRequest: limitPerIp(limiter, RATE_RULES.addBuildPerIp, API_MESSAGES.tooManyAttempts),
    handler: async (request, reply) => {
      const selection = request.body.item?.selection;
      if (!selection) throw new HttpError('INCOMPLETE_PC', API_MESSAGES.buildHasNoSelection);
      const prepared = prepareBuild(await app.catalogue.current(), selection);
      if ('problem' in prepared) throw new HttpError('BUILD_REFUSED', prepared.problem);
      const id = newBuildId();
      await builds.insert({ id, ...prepared.build });
      return reply.code(201).send({ id });
    },
  });

  app.route({
    ...routeOf(getBuildEndpoint),
    handler: async (request) => {
      const { id } = request.body;
      const stored = BUILD_ID_PATTERN.test(id) ? await builds.findById(id) : undefined;
      if (!stored) throw new HttpError('BUILD_NOT_FOUND', API_MESSAGES.buildNotFound);
      const row = sharedBuildRow(await app.catalogue.current(), stored);
      if (!row) {
        request.log.warn({ buildId: id }, 'shared build can no longer be read');
        throw new HttpError('BUILD_NOT_FOUND', API_MESSAGES.buildNotFound);
      }
      return { rows: [row] };
    },
  });
};
