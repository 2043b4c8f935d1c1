import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/sessions/plugin';
import { fetchAllUserDetailsRoute } from './fetch-all-user-details';
import { createOtpRepository } from './otp-repository';
import { sendOtpRoutes } from './send-otp';
import { updateUserRoute } from './update-user';
import { verifyOtpRoute } from './verify-otp';

/** The signed-in user's record, profile edits and phone verification. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const otp = createOtpRepository(app.db);
  app.personalData.register({
    table: 'otp_codes',
    section: 'phoneVerificationCodes',
    erasure: 'delete',
    note: 'When we texted you a code to verify your phone (never the codes).',
    export: ({ userId }) => otp.exportForUser(userId),
    erase: (trx, { userId }) => createOtpRepository(trx).deleteForUser(userId),
  });
  app.addHook('onRequest', requireSession);
  await app.register(fetchAllUserDetailsRoute);
  await app.register(updateUserRoute);
  await app.register(sendOtpRoutes);
  await app.register(verifyOtpRoute);
};
