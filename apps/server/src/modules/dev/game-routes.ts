import {
  buildPriceSpan,
  devClockEndpoint,
  devGameBudgetsEndpoint,
  drawBasePrice,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdjustable } from '../../platform/clock';
import { isScripted } from '../../platform/dice';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';

// Development and test only (registered with the other dev routes, never in production): a
// browser test of PC Master Hunt moves the shop's clock with the page's, and says which budgets
// come next, so it can build inside one and outside another
// (docs/decisions/034-the-browser-tests-move-the-shops-clock.md).
export const devGameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(devClockEndpoint),
    handler: async (request) => {
      if (!isAdjustable(app.clock)) throw new HttpError('NOT_FOUND', 'This clock cannot be moved');
      app.clock.advance(request.body.advanceMs);
      return { now: app.clock.now().toISOString() };
    },
  });

  app.route({
    ...routeOf(devGameBudgetsEndpoint),
    handler: async (request) => {
      if (!isScripted(app.dice)) throw new HttpError('NOT_FOUND', 'These dice cannot be scripted');
      // The game draws only bases some build can meet: a scripted one must be one of those too.
      const span = buildPriceSpan(await app.catalogue.current());
      const [min, max] = [
        drawBasePrice((low) => low, span),
        drawBasePrice((_, high) => high, span),
      ];
      const outside = request.body.bases.find((base) => base < min || base > max);
      if (outside !== undefined) {
        throw new HttpError(
          'BAD_REQUEST',
          `A base of ${outside} is not one the game draws: from ${min} to ${max} with this catalogue`,
        );
      }
      return { queued: app.dice.script(request.body.bases) };
    },
  });
};
