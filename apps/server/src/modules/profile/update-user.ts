import {
  gstAcceptable,
  MESSAGES,
  PROFILE_MESSAGES,
  todayInIndia,
  updateUserEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, loginRequired } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { toUserInfo } from './user-info';

export const updateUserRoute: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app.db);

  app.route({
    ...routeOf(updateUserEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      const { firstName, lastName, number, dob, gender, gst } = request.body;
      // A GST number stored before the rule is kept as it is: only a new one is checked.
      const stored = await accounts.findProfile(user.id);
      if (!gstAcceptable(request.body, stored?.gst ?? null)) {
        throw new HttpError('BAD_REQUEST', MESSAGES.validation.invalidGstin);
      }
      if (dob && dob > todayInIndia(app.clock.now())) {
        throw new HttpError('INVALID_DATE_OF_BIRTH', PROFILE_MESSAGES.invalidDob);
      }
      const updated = await accounts.updateProfile(user.id, {
        firstname: firstName,
        lastname: lastName,
        number: number ?? null,
        dob: dob ?? null,
        gender: gender ?? null,
        gst: gst ?? null,
      });
      if (!updated) throw loginRequired();
      return { message: MESSAGES.profile.updated, userInfo: [toUserInfo(updated)] };
    },
  });
};
