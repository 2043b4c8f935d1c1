import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { assertSessionUser, LOGIN_REQUIRED_MESSAGE } from '../../plugins/session';
import { createProfileRepository } from './repository';
import { toUserInfo, userInfoSchema } from './user-info';

const list = z.array(z.unknown());

export const fetchAllUserDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileRepository(app.db);

  app.post(
    '/fetchAllUserDetails',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's record: profile, cart, orders, tickets, addresses, coupons",
        body: z.object({ id: z.string().optional() }).optional(),
        response: {
          200: z.object({
            userInfo: z.array(userInfoSchema),
            cartInfo: list,
            orderInfo: list,
            userTickets: list,
            addresses: list,
            coupons: list,
          }),
          401: messageBodySchema,
          403: messageBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const profile = await profiles.find(user.id);
      // The session outlived its account (deleted meanwhile): signed out, in effect.
      if (!profile) return reply.code(401).send({ message: LOGIN_REQUIRED_MESSAGE });
      const sections = await app.accountDetails.load(user.id);
      reply.header('cache-control', 'no-store');
      return { userInfo: [toUserInfo(profile)], ...sections };
    },
  );
};
