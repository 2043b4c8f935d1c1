import { API_MESSAGES, ERROR_STATUS, type ErrorCode } from '@shop/domain';
import { z } from 'zod';

/**
 * An answer with a message, for routes not yet declared by a contract: every field passes through,
 * so an error's `code` is kept.
 */
export const messageBodySchema = z.looseObject({ message: z.string() });

/**
 * Throw from a route or hook to answer an error: the status comes from the code (ERROR_STATUS in
 * @shop/domain), the message is what a person reads, and `extra` fields travel beside them (the
 * cart as it now stands, say). The one error handler turns it into the answer.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const loginRequired = () => new HttpError('LOGIN_REQUIRED', API_MESSAGES.loginRequired);
export const forbidden = () => new HttpError('FORBIDDEN', API_MESSAGES.forbidden);
