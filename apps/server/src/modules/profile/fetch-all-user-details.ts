import { fetchAllUserDetailsEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedUntilWrite } from '../../platform/db/remembered-reads';
import { loginRequired } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { toUserInfo } from './user-info';

export const fetchAllUserDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app.db);
  // On PGlite, kept until the next write (docs/decisions/060-pglite-versions-from-memory.md).
  const profileOf = rememberedUntilWrite(app.databaseWriteCount, accounts.findProfile);

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
