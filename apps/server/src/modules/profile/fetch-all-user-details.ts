import { fetchAllUserDetailsEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { loginRequired } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { KEPT_ANSWER_COMPRESSORS, sendKept, serializedBy } from '../../platform/http/send-kept';
import { keptAnswers, type Sources } from '../../platform/kept/kept-answers';
import { assertSessionUser } from '../../platform/sessions/plugin';
import { createAccountsService, type ProfileRow } from '../accounts/service';
import { toUserInfo } from './user-info';

export const fetchAllUserDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app.db);
  // Kept until a change (docs/decisions/064-memory-until-a-change-is-heard.md).
  const profileOf = rememberedUntilChange(app.databaseChangeCount, accounts.findProfile);
  // The user record is kept as sent (docs/decisions/065-a-cart-answer-kept-as-sent.md), keyed by
  // the user's remembered profile row: one object per user, replaced at the first call after any
  // change to the database, when every section is read afresh too. The sections' other sources
  // (prices, the time as far as it moves `cancellable`) are checked on each call.
  const answerFor = keptAnswers<ProfileRow, Sources>(KEPT_ANSWER_COMPRESSORS);

  app.route({
    ...routeOf(fetchAllUserDetailsEndpoint),
    handler: async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const profile = await profileOf(user.id);
      // The session outlived its account (deleted meanwhile): signed out, in effect.
      if (!profile) throw loginRequired();
      reply.header('cache-control', 'no-store');
      const answer = await answerFor(profile, app.accountDetails.sources(user.id), async (own) =>
        serializedBy(reply, {
          userInfo: [toUserInfo(profile)],
          ...(await app.accountDetails.load(user.id, own)),
        }),
      );
      return sendKept(request, reply, answer);
    },
  });
};
