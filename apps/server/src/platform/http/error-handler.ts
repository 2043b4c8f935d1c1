import { API_MESSAGES, type ErrorCode } from '@shop/domain';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** Fastify's own client errors (a body too large, bad JSON, a wrong content type), by status. */
const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'LOGIN_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/**
 * A stream cut short because the visitor left (a tab closed, another page opened) mid-answer: not
 * a fault of the shop's, so it is logged as information rather than as an error.
 */
const CLIENT_LEFT = 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * One answer shape for every failure, `{ message, code }` (see errorBodySchema in @shop/domain):
 * - an HttpError: its status, code, message and extra fields; a request that does not fit its
 *   schema is one, 400 BAD_REQUEST with the first issue's message (validator.ts);
 * - any other client error Fastify raises: its status with the nearest code;
 * - everything else: logged with the request id, answered with a message that reveals nothing.
 *   (A visitor who left mid-answer is logged as information; the answer goes nowhere.)
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .send({ ...error.extra, message: error.message, code: error.code });
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        const code = CODE_OF_STATUS[statusCode] ?? 'BAD_REQUEST';
        return reply.code(statusCode).send({ message: error.message, code });
      }
      if (error.code === CLIENT_LEFT) {
        request.log.info({ err: error }, 'the client left before the answer was sent');
      } else {
        request.log.error({ err: error }, 'request failed');
      }
      return reply.code(500).send({ message: API_MESSAGES.serverError, code: 'SERVER_ERROR' });
    });
  },
  { name: 'error-handler' },
);
