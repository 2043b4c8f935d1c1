import {
  API_MESSAGES,
  addAddressEndpoint,
  deleteAddressEndpoint,
  MAX_ADDRESSES_PER_USER,
  MESSAGES,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { createAddressesRepository } from './repository';

/** The signed-in user's delivery addresses (docs/api/addresses-and-coupons.md). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const addresses = createAddressesRepository(app.db);
  // Kept until a change (docs/decisions/064-memory-until-a-change-is-heard.md).
  app.accountDetails.provide(
    'addresses',
    rememberedUntilChange(app.databaseChangeCount, (userId: string) =>
      addresses.listForUser(userId),
    ),
  );
  app.personalData.register({
    table: 'addresses',
    section: 'addresses',
    erasure: 'delete',
    note: 'Your saved addresses. Orders keep the delivery address they were sent to (see orders).',
    export: ({ userId }) => addresses.exportForUser(userId),
    erase: (trx, { userId }) => createAddressesRepository(trx).deleteAllForUser(userId),
  });

  app.addHook('onRequest', requireSession);

  app.route({
    ...routeOf(addAddressEndpoint),
    handler: async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const { title, address, city, state, pincode } = request.body;
      const added = await addresses.addWithinLimit(
        user.id,
        title,
        `${address}, ${city}, ${state}, ${pincode}`,
        app.clock.now(),
        MAX_ADDRESSES_PER_USER,
      );
      if (!added) throw new HttpError('ADDRESS_LIMIT', MESSAGES.address.limitReached);
      return reply.code(201).send({
        message: MESSAGES.address.added,
        addresses: await addresses.listForUser(user.id),
      });
    },
  });

  app.route({
    ...routeOf(deleteAddressEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      if (!(await addresses.deleteForUser(user.id, request.body.addressid))) {
        throw new HttpError('NOT_FOUND', API_MESSAGES.addressNotFound);
      }
      return { addresses: await addresses.listForUser(user.id) };
    },
  });
};
