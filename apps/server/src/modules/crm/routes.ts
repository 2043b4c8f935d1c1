import { biginEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequired } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { createCrmService } from './service';

/**
 * The CRM call (docs/api/crm.md#the-crm-call): a signed-in visitor's activity is stamped on their
 * record and their contact is queued for the CRM, both in one transaction.
 */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.route({
    ...routeOf(biginEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body.user ?? {}, ['id']);
      const { activity } = request.body;
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        if (activity) await createAccountsService(trx).stampActivity(user.id, activity, now);
        if (!(await createCrmService(trx).queueContactSync(user.id, now))) throw loginRequired();
      });
      return { message: 'Synced' };
    },
  });
};
