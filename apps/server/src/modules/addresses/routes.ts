import { FIELD_LIMITS, INDIAN_STATE_NAMES, MESSAGES, PINCODE_PATTERN } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { assertSessionUser, requireSession } from '../../plugins/session';
import { createAddressesRepository } from './repository';

const { allDetailsMandatory, invalidPincode, detailsTooLong } = MESSAGES.validation;
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';

/** Required text: missing or blank is SPEC §5's "All details are mandatory!". */
const detail = z
  .string({ error: allDetailsMandatory })
  .trim()
  .min(1, { error: allDetailsMandatory })
  .max(FIELD_LIMITS.descriptionMaxLength, { error: detailsTooLong });

const addAddressSchema = z.object({
  userid: z.string().optional(),
  title: detail,
  address: detail,
  city: detail,
  // One of the 36 states and union territories (D10); the dropdown offers nothing else.
  state: z.enum(INDIAN_STATE_NAMES, { error: allDetailsMandatory }),
  pincode: z
    .string({ error: allDetailsMandatory })
    .trim()
    .min(1, { error: allDetailsMandatory })
    .regex(PINCODE_PATTERN, { error: invalidPincode }),
});

const addressSchema = z.object({ addressid: z.string(), title: z.string(), address: z.string() });
const addressesSchema = z.array(addressSchema);

/** The signed-in user's delivery addresses (SPEC §2 Addresses, Add address). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const addresses = createAddressesRepository(app.db);
  app.accountDetails.provide('addresses', (userId) => addresses.listForUser(userId));

  app.addHook('onRequest', requireSession);

  app.post(
    '/addaddress',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Adds an address, stored as one line "line, city, state, pincode"',
        body: addAddressSchema,
        response: {
          201: z.object({ message: z.string(), addresses: addressesSchema }),
          400: messageBodySchema,
          401: messageBodySchema,
          403: messageBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const { title, address, city, state, pincode } = request.body;
      await addresses.add(
        user.id,
        title,
        `${address}, ${city}, ${state}, ${pincode}`,
        app.clock.now(),
      );
      return reply.code(201).send({
        message: MESSAGES.address.added,
        addresses: await addresses.listForUser(user.id),
      });
    },
  );

  app.post(
    '/deladdress',
    {
      schema: {
        tags: ['addresses'],
        summary: "Deletes one of the user's addresses; another user's is not found",
        body: z.object({
          addressid: z.string({ error: ADDRESS_NOT_FOUND_MESSAGE }),
          userid: z.string().optional(),
        }),
        response: {
          200: z.object({ addresses: addressesSchema }),
          401: messageBodySchema,
          403: messageBodySchema,
          404: messageBodySchema,
        },
      },
    },
    async (request) => {
      const user = assertSessionUser(request, request.body);
      if (!(await addresses.deleteForUser(user.id, request.body.addressid))) {
        throw new HttpError(404, ADDRESS_NOT_FOUND_MESSAGE);
      }
      return { addresses: await addresses.listForUser(user.id) };
    },
  );
};
