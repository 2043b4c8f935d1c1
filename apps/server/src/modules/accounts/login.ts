import { emailSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../rate-limit/limiter';
import { mailVerificationLink } from './emails';
import { ACCOUNT_MESSAGES, LOGIN_CODES } from './messages';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { startPendingVerification } from './pending-cookie';
import { createUsersRepository } from './users-repository';

const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: ACCOUNT_MESSAGES.wrongCredentials })
    .min(1, { error: ACCOUNT_MESSAGES.wrongCredentials }),
});

// `code` is absent when the refusal is not the login's own (the origin check's 403, say).
const codedMessageSchema = z.object({ code: z.string().optional(), message: z.string() });
const tooMany = { code: LOGIN_CODES.tooManyRequests, message: ACCOUNT_MESSAGES.tooManyRequests };

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const users = createUsersRepository(app.db);
  const { publicBaseUrl, isProduction } = app.config;

  app.post(
    '/login',
    {
      onRequest: limitPerIp(limiter, RATE_RULES.loginPerIp, tooMany),
      schema: {
        tags: ['accounts'],
        summary: 'Signs in with email and password; starts a new session',
        body: loginSchema,
        response: {
          200: z.object({ message: z.string(), user_id: z.string() }),
          400: messageBodySchema,
          401: messageBodySchema,
          403: codedMessageSchema,
          429: codedMessageSchema,
          500: messageBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const { email, password } = request.body;
        if (!(await limiter.consume(RATE_RULES.loginPerEmail, email.toLowerCase()))) {
          return reply.code(429).send(tooMany);
        }

        const user = await users.findByEmail(email);
        const passwordMatches = await verifyPassword(
          password,
          user?.password_hash ?? (await decoyPasswordHash()),
        );
        if (!user?.password_hash || !passwordMatches) {
          return reply.code(401).send({ message: ACCOUNT_MESSAGES.wrongCredentials });
        }

        if (!user.email_verified_at) {
          // As the spec's identity service did: an unverified login mails a fresh link, and
          // asking too often is the "too many requests" answer. Both go to /unauthorized.
          const mayMail = await limiter.consume(RATE_RULES.verificationMailPerUser, user.id);
          const now = app.clock.now();
          await app.db.transaction().execute(async (trx) => {
            if (mayMail) await mailVerificationLink(trx, user, publicBaseUrl, now);
            await startPendingVerification(trx, reply, user.id, now, isProduction);
          });
          if (!mayMail) return reply.code(429).send(tooMany);
          return reply.code(403).send({
            code: LOGIN_CODES.emailUnverified,
            message: ACCOUNT_MESSAGES.emailNotVerified,
          });
        }

        await app.sessions.start(request, reply, user.id);
        return reply.code(200).send({ message: ACCOUNT_MESSAGES.loggedIn, user_id: user.id });
      } catch (error) {
        request.log.error({ err: error }, 'login failed');
        return reply.code(500).send({ message: ACCOUNT_MESSAGES.unexpectedLoginError });
      }
    },
  );
};
