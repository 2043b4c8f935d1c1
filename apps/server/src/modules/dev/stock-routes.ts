import { devStockEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createCatalogueItemsService } from '../catalogue-items/service';

// Development and test only (registered with the other dev routes, never in production): the
// shop has no admin screen yet, and the browser tests need an add-on or a part out of stock.
export const devStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = createCatalogueItemsService(app.db);
  app.route({
    ...routeOf(devStockEndpoint),
    handler: async (request) => {
      const { kind, id, inStock } = request.body;
      if (!(await stock.update(kind, id, { inStock })))
        throw new HttpError('NOT_FOUND', `No ${kind} ${id}`);
      return { kind, id, inStock };
    },
  });
};
