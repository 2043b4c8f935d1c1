import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { createStockRepository, STOCK_TABLES, type StockKind } from './stock-repository';

const kinds = Object.keys(STOCK_TABLES) as [StockKind, ...StockKind[]];

// Development and test only (registered with the other dev routes, never in production): the
// shop has no admin screen yet, and the browser tests need an add-on or a part out of stock.
export const devStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = createStockRepository(app.db);
  app.post(
    '/dev/stock',
    {
      schema: {
        tags: ['development'],
        summary: 'Marks an add-on or a catalogue part in or out of stock',
        body: z.object({
          kind: z.enum(kinds),
          id: z.string().min(1).max(200),
          inStock: z.boolean(),
        }),
        response: {
          200: z.object({ kind: z.enum(kinds), id: z.string(), inStock: z.boolean() }),
          404: messageBodySchema,
        },
      },
    },
    async (request) => {
      const { kind, id, inStock } = request.body;
      if (!(await stock.setInStock(kind, id, inStock)))
        throw new HttpError(404, `No ${kind} ${id}`);
      return { kind, id, inStock };
    },
  );
};
