import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export const errorCodeSchema = z.enum(ERROR_CODES);

/**
 * The body of every error answer. Some errors carry more (a cart that changed, the `type` the OTP
 * calls answer with); those fields sit beside these two.
 */
export const errorBodySchema = z.looseObject({
  message: z.string().describe('What a person reads'),
  code: errorCodeSchema.describe('What a program decides by'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
