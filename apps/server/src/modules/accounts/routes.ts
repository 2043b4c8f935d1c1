import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleSignInRoutes } from './google-sign-in';
import { scheduleHousekeeping } from './housekeeping';
import { loginRoute } from './login';
import { passwordResetRoutes } from './password-reset';
import { registerRoute } from './register';
import { verificationStatusRoutes } from './verification-status';
import { verifyEmailRoute } from './verify-email';

/** Sign-up, sign-in (password and Google), email verification and password reset (D5). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRoute);
  await app.register(verifyEmailRoute);
  await app.register(verificationStatusRoutes);
  await app.register(loginRoute);
  await app.register(passwordResetRoutes);
  await app.register(googleSignInRoutes);
  scheduleHousekeeping(app);
};
