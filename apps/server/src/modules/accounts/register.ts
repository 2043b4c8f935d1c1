import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  MESSAGES,
  passwordSchema,
  phoneSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../rate-limit/limiter';
import { mailVerificationLink } from './emails';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword } from './passwords';
import { startPendingVerification } from './pending-cookie';
import { createUsersRepository } from './users-repository';

/** An empty or missing phone is no phone: it can be added and verified on the profile later. */
const optionalPhoneSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  phoneSchema.optional(),
);

const registrationSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    number: optionalPhoneSchema,
    password: passwordSchema,
    /** Optional: the form checks it too; when sent it must match. */
    retypePassword: z.string().optional(),
  })
  .refine((body) => body.retypePassword === undefined || body.retypePassword === body.password, {
    path: ['retypePassword'],
    error: MESSAGES.validation.passwordsDoNotMatch,
  });

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const { publicBaseUrl, isProduction } = app.config;

  app.post(
    '/register',
    {
      onRequest: limitPerIp(limiter, RATE_RULES.registerPerIp, {
        message: ACCOUNT_MESSAGES.tooManyAttempts,
      }),
      schema: {
        tags: ['accounts'],
        summary: 'Creates an account and mails its verification link',
        body: registrationSchema,
        response: {
          201: messageBodySchema,
          400: messageBodySchema,
          409: messageBodySchema,
          429: messageBodySchema,
          500: messageBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, number, password } = request.body;
      try {
        const passwordHash = await hashPassword(password);
        const now = app.clock.now();
        const created = await app.db.transaction().execute(async (trx) => {
          const id = await createUsersRepository(trx).create({
            firstname: firstName,
            lastname: lastName,
            email,
            number: number ?? null,
            passwordHash,
          });
          if (!id) return false;
          await mailVerificationLink(trx, { id, firstname: firstName, email }, publicBaseUrl, now);
          await startPendingVerification(trx, reply, id, now, isProduction);
          return true;
        });
        if (!created) return reply.code(409).send({ message: ACCOUNT_MESSAGES.emailInUse });
      } catch (error) {
        request.log.error({ err: error }, 'registration failed');
        return reply.code(500).send({ message: ACCOUNT_MESSAGES.signUpFailed });
      }
      return reply.code(201).send({ message: ACCOUNT_MESSAGES.registered });
    },
  );
};
