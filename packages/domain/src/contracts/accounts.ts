import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../accounts/account-messages';
import { FIELD_LIMITS } from '../constants';
import { MESSAGES } from '../validation/messages';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  phoneSchema,
} from '../validation/schemas';
import { endpoint } from './endpoint';
import { messageAnswerSchema } from './shared';

/**
 * Sign-up, sign-in, email verification, password reset and Google sign-in
 * (docs/api/accounts.md, docs/decisions/004-the-shops-own-identity.md).
 */

const retypePasswordSchema = z
  .string({ error: MESSAGES.validation.passwordsDoNotMatch })
  .optional()
  .describe('When sent, must match password');

/** A new password's retype, when given, must be the password itself. */
function retypeMatches(body: { password: string; retypePassword?: string | undefined }) {
  return body.retypePassword === undefined || body.retypePassword === body.password;
}
const retypeMismatch = {
  path: ['retypePassword'],
  error: MESSAGES.validation.passwordsDoNotMatch,
};

/**
 * Registration, in the order the form asks and the first failure shows
 * (docs/api/accounts.md#registration). The phone is required: the form asks for it. Google
 * sign-in registers new users by its own path, without one.
 */
export const registerBodySchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    number: phoneSchema,
    password: passwordSchema,
    retypePassword: retypePasswordSchema,
  })
  .refine(retypeMatches, retypeMismatch);

export const registerEndpoint = endpoint({
  method: 'POST',
  path: '/api/register',
  tag: 'accounts',
  summary: 'Creates an account and mails its verification link',
  description: 'Sets the pending-verification cookie; the browser then waits on /unauthorized.',
  body: registerBodySchema,
  status: 201,
  response: messageAnswerSchema,
  errors: ['EMAIL_IN_USE', 'RATE_LIMITED'],
});

export const verifyEmailEndpoint = endpoint({
  method: 'GET',
  path: '/api/verify-email',
  tag: 'accounts',
  summary: 'Opens a verification link, then sends the browser on',
  description:
    '303 to /unauthorized when this browser is waiting there (it then signs in by itself), ' +
    'else to /login?verified=1; an invalid, used or expired link goes to ' +
    '/login?verification=invalid.',
  query: z.object({ token: z.string().optional() }),
  status: 303,
  response: z.null(),
  errors: [],
});

export const verificationStatusEndpoint = endpoint({
  method: 'GET',
  path: '/api/verification-status',
  tag: 'accounts',
  summary: 'Whether the email this browser waits on is verified yet',
  description:
    'From the pending-verification cookie. Once verified, the session starts here (the cookie ' +
    'is set), the pending cookie is cleared and user_id is answered.',
  response: z.object({
    pendingEmail: z.string().nullable(),
    verified: z.boolean(),
    user_id: z.string().optional(),
  }),
  errors: [],
});

export const resendVerificationEndpoint = endpoint({
  method: 'POST',
  path: '/api/resend-verification',
  tag: 'accounts',
  summary: 'Mails the waiting browser a new verification link',
  response: messageAnswerSchema,
  errors: ['NO_PENDING_VERIFICATION', 'RATE_LIMITED'],
});

export const loginBodySchema = z.object({
  email: emailSchema,
  // No password longer than registration allows can be right: refused before it is hashed.
  password: z
    .string({ error: MESSAGES.auth.wrongCredentials })
    .min(1, { error: MESSAGES.auth.wrongCredentials })
    .max(FIELD_LIMITS.passwordMaxLength, { error: MESSAGES.validation.passwordTooLong }),
});

/**
 * The login screen checks what the call needs, but names a missing password as invalid
 * (docs/api/accounts.md#login).
 */
export const loginFormSchema = loginBodySchema.extend({
  password: z
    .string({ error: MESSAGES.validation.invalidPassword })
    .min(1, { error: MESSAGES.validation.invalidPassword }),
});

export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/login',
  tag: 'accounts',
  summary: 'Signs in with email and password; starts a new session',
  description:
    'An unverified account is refused with EMAIL_NOT_VERIFIED, mailed a fresh link and given ' +
    'the pending-verification cookie; asking for links too often is RATE_LIMITED.',
  body: loginBodySchema,
  response: z.object({ message: z.string(), user_id: z.string() }),
  errors: ['WRONG_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
});

export const forgotPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/forgotPassword',
  tag: 'accounts',
  summary: 'Mails a reset link; the same answer whether the email has an account or not',
  body: z.object({ email: emailSchema }),
  response: messageAnswerSchema,
  errors: ['RATE_LIMITED'],
});

/** The reset screen's new password: the link's token, the registration rule and the retype. */
export const resetPasswordBodySchema = z
  .object({
    token: z
      .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
      .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
    password: passwordSchema,
    retypePassword: retypePasswordSchema,
  })
  .refine(retypeMatches, retypeMismatch);

export const resetPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/resetPassword',
  tag: 'accounts',
  summary: 'Sets a new password with a reset link; signs the account out everywhere',
  body: resetPasswordBodySchema,
  response: messageAnswerSchema,
  errors: ['RESET_LINK_INVALID', 'RATE_LIMITED'],
});

/** Where a failed Google sign-in lands. */
export const GOOGLE_FAILURE_PATH = '/login?error=google';

export const googleSignInEndpoint = endpoint({
  method: 'GET',
  path: '/api/auth/google',
  tag: 'accounts',
  summary: 'Sends the browser to Google to sign in (code + PKCE, state, nonce)',
  description: `A full-page trip; past the rate limit or on a failure, 303 to ${GOOGLE_FAILURE_PATH}.`,
  query: z.object({ returnTo: z.string().optional() }),
  status: 302,
  response: z.null(),
  errors: ['GOOGLE_NOT_CONFIGURED'],
});

export const googleCallbackEndpoint = endpoint({
  method: 'GET',
  path: '/api/auth/google/callback',
  tag: 'accounts',
  summary: 'Where Google sends the browser back; starts the session',
  description: `303 to the return path (default /profile); on any failure to ${GOOGLE_FAILURE_PATH}.`,
  status: 303,
  response: z.null(),
  errors: [],
});
