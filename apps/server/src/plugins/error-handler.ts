import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found';

/**
 * One answer shape for every failure, `{ message }`:
 * - validation: 400 with the first issue's message (the shared schemas carry the spec's wording);
 * - any other client error (status below 500): its status and message;
 * - everything else: logged with the request id, answered with a message that reveals nothing.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const firstIssue = error.validation[0];
        return reply.code(400).send({ message: firstIssue?.message ?? error.message });
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return reply.code(statusCode).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
    });
  },
  { name: 'error-handler' },
);
