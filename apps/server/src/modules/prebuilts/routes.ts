import { API_MESSAGES, fetchPrebuiltEndpoint, getPcEndpoint, matchPrebuilts } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createPrebuiltsService } from './service';

/**
 * The pre-built finder and a machine's page (docs/api/prebuilts.md). Prices come from today's
 * catalogue and stock from today's flags: both stores are checked against the database on every
 * call, so a change shows at once on every instance.
 */
export const prebuiltsRoutes: FastifyPluginAsyncZod = async (app) => {
  const prebuilts = createPrebuiltsService(app);
  const todaysRange = async () => prebuilts.pricedRange(await app.catalogue.current(), 'selling');

  app.route({
    ...routeOf(fetchPrebuiltEndpoint),
    handler: async (request) => {
      const { useCase, price } = request.body;
      const range = await todaysRange();
      return matchPrebuilts(
        range.list.map((each) => each.offer),
        useCase,
        price,
      );
    },
  });

  app.route({
    ...routeOf(getPcEndpoint),
    handler: async (request) => {
      const { useCase, id } = request.body;
      const machine = (await todaysRange()).byId(id);
      // The use case is part of the address: /prebuilts/ai/{a gaming id} is not a page.
      if (!machine || machine.offer.useCase !== useCase)
        throw new HttpError('PREBUILT_NOT_FOUND', API_MESSAGES.prebuiltNotFound);
      return { rows: [machine.offer] };
    },
  });
};
