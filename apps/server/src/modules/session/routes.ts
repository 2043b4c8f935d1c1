import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { signAccessToken } from './access-token';

export const NO_SESSION_MESSAGE = 'No refresh token found';

/** SPEC §4 "session on load" and logout, from the `sid` cookie (D5). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user of the session cookie',
        description:
          'access_token is an HS256 JWT valid for 300 s, kept by the web for compatibility; ' +
          'the cookie is what authenticates every call.',
        response: {
          200: z.object({ message: z.string(), access_token: z.string(), user_id: z.string() }),
          401: messageBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await app.sessions.resolve(request);
      if (!user) return reply.code(401).send({ message: NO_SESSION_MESSAGE });
      return {
        message: 'Authenticated',
        access_token: signAccessToken(user.id, app.config.authTokenSecret, app.clock.now()),
        user_id: user.id,
      };
    },
  );

  app.post(
    '/clearCookie',
    {
      schema: {
        tags: ['session'],
        summary: 'Logs out: ends the session and clears its cookie',
        response: { 200: messageBodySchema },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(200).send({ message: 'Logged out' });
    },
  );
};
