import { z } from 'zod';

/** Every error answer is `{ message }`, the text the web app shows or logs. */
export const messageBodySchema = z.object({ message: z.string() });

/** Throw from a route or hook to answer with this status and message (below 500 only). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
