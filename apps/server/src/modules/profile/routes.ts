import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session';
import { fetchAllUserDetailsRoute } from './fetch-all-user-details';
import { sendOtpRoutes } from './send-otp';
import { updateUserRoute } from './update-user';
import { verifyOtpRoute } from './verify-otp';

/** The signed-in user's record, profile edits and phone verification. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  await app.register(fetchAllUserDetailsRoute);
  await app.register(updateUserRoute);
  await app.register(sendOtpRoutes);
  await app.register(verifyOtpRoute);
};
