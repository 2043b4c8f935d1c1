import { fetchAllUserDetailsEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { loginRequired } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { toUserInfo } from './user-info';

export const fetchAllUserDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app.db);
  // Kept until a change (docs/decisions/064-memory-until-a-change-is-heard.md).
  const profileOf = rememberedUntilChange(app.databaseChangeCount, accounts.findProfile);

  app.route({
    ...routeOf(fetchAllUserDetailsEndpoint),
    handler: async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const profile = await profileOf(user.id);
      // The session outlived its account (deleted meanwhile): signed out, in effect.
      if (!profile) throw loginRequired();
      const sections = await app.accountDetails.load(user.id);
      reply.header('cache-control', 'no-store');
      return { userInfo: [toUserInfo(profile)], ...sections };
    },
  });
};
