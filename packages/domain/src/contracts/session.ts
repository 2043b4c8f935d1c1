import { z } from 'zod';
import { endpoint } from './endpoint';
import { messageAnswerSchema } from './shared';

/** What /authenticate answers when the browser has no live session. */
export const NO_SESSION_MESSAGE = 'No refresh token found';

export const authenticateEndpoint = endpoint({
  method: 'POST',
  path: '/api/authenticate',
  tag: 'session',
  summary: 'The signed-in user of the session cookie',
  description:
    'access_token is an HS256 JWT valid for 300 s, kept by the web for compatibility; the cookie ' +
    'is what authenticates every call. Without a live session: 401 LOGIN_REQUIRED, "' +
    NO_SESSION_MESSAGE +
    '".',
  response: z.object({ message: z.string(), access_token: z.string(), user_id: z.string() }),
  errors: ['LOGIN_REQUIRED'],
});

/**
 * The session check every page load makes: 200 for guests too, with no user, so a guest's load
 * logs no failed request in the console (docs/decisions/104-small-words-after-paying.md).
 */
export const sessionCheckEndpoint = endpoint({
  method: 'POST',
  path: '/api/session',
  tag: 'session',
  summary: 'The signed-in user of the session cookie, or none',
  description:
    'As /api/authenticate, but a browser without a live session is answered 200 with ' +
    'user_id and access_token null.',
  response: z.object({
    message: z.string(),
    access_token: z.string().nullable(),
    user_id: z.string().nullable(),
  }),
  errors: [],
});

export const clearCookieEndpoint = endpoint({
  method: 'POST',
  path: '/api/clearCookie',
  tag: 'session',
  summary: 'Logs out: ends the session and clears its cookie',
  response: messageAnswerSchema,
  errors: [],
});
