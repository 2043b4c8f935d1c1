import { HttpError } from '../../platform/http/errors';

/** A phone-verification call refused: `type: 'error'` beside the message and code, as it always was. */
export function otpRefusal(
  code: 'RATE_LIMITED' | 'OTP_NOT_SENT' | 'OTP_REFUSED' | 'SERVER_ERROR',
  message: string,
): HttpError {
  return new HttpError(code, message, { type: 'error' });
}
