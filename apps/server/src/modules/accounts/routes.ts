import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleSignInRoutes } from './google-sign-in';
import { scheduleHousekeeping } from './housekeeping';
import { loginRoute } from './login';
import { passwordResetRoutes } from './password-reset';
import { registerAccountsPersonalData } from './personal-data';
import { registerRoute } from './register';
import { verificationStatusRoutes } from './verification-status';
import { verifyEmailRoute } from './verify-email';

/**
 * Sign-up, sign-in (password and Google), email verification and password reset
 * (docs/decisions/004-the-shops-own-identity.md, docs/api/accounts.md).
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRoute);
  await app.register(verifyEmailRoute);
  await app.register(verificationStatusRoutes);
  await app.register(loginRoute);
  await app.register(passwordResetRoutes);
  await app.register(googleSignInRoutes);
  scheduleHousekeeping(app);
  registerAccountsPersonalData(app);
};
