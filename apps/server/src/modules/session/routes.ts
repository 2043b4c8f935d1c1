import {
  authenticateEndpoint,
  clearCookieEndpoint,
  NO_SESSION_MESSAGE,
  sessionCheckEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { endPendingVerification } from '../accounts/service';
import { signAccessToken } from './access-token';

/** The session on load and logout, from the `sid` cookie (docs/api/session.md). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(authenticateEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await app.sessions.resolve(request);
      if (!user) throw new HttpError('LOGIN_REQUIRED', NO_SESSION_MESSAGE);
      return {
        message: 'Authenticated',
        access_token: signAccessToken(user.id, app.config.authTokenSecret, app.clock.now()),
        user_id: user.id,
      };
    },
  });

  app.route({
    ...routeOf(sessionCheckEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await app.sessions.resolve(request);
      if (!user) return { message: NO_SESSION_MESSAGE, access_token: null, user_id: null };
      return {
        message: 'Authenticated',
        access_token: signAccessToken(user.id, app.config.authTokenSecret, app.clock.now()),
        user_id: user.id,
      };
    },
  });

  app.route({
    ...routeOf(clearCookieEndpoint),
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      // A leftover pending-verification cookie must not sign the browser back in.
      await endPendingVerification(app.db, request, reply, app.config.isProduction);
      return { message: 'Logged out' };
    },
  });
};
