import { ACCOUNT_MESSAGES, API_MESSAGES, MESSAGES, registerEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../../platform/rate-limit/limiter';
import { mailVerificationLink } from './emails';
import { startPendingVerification } from './pending-cookie';
import { createUserSignInRepository } from './user-sign-in-repository';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const { publicBaseUrl, isProduction } = app.config;

  app.route({
    ...routeOf(registerEndpoint),
    onRequest: limitPerIp(limiter, RATE_RULES.registerPerIp, API_MESSAGES.tooManyAttempts),
    handler: async (request, reply) => {
      const { firstName, lastName, email, number, password } = request.body;
      let created: boolean;
      try {
        const passwordHash = await app.passwords.hash(password, request.ip);
        const now = app.clock.now();
        created = await app.db.transaction().execute(async (trx) => {
          const id = await createUserSignInRepository(trx).create({
            firstname: firstName,
            lastname: lastName,
            email,
            number,
            passwordHash,
          });
          if (!id) return false;
          await mailVerificationLink(trx, { id, firstname: firstName, email }, publicBaseUrl, now);
          await startPendingVerification(trx, reply, id, now, isProduction);
          return true;
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'registration failed');
        throw new HttpError('SERVER_ERROR', MESSAGES.auth.signUpFailed);
      }
      if (!created) throw new HttpError('EMAIL_IN_USE', MESSAGES.auth.emailInUse);
      return reply.code(201).send({ message: ACCOUNT_MESSAGES.registered });
    },
  });
};
