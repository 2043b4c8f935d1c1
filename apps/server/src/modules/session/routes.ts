import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBodySchema } from '../../http/http-error';

// The accounts feature replaces this module with real sessions (D5). Until then nobody can be
// signed in, so every caller gets the logged-out answer the web app expects.
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user of the session cookie',
        response: { 401: messageBodySchema },
      },
    },
    async (_request, reply) => reply.code(401).send({ message: 'No refresh token found' }),
  );
};
