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

export const clearCookieEndpoint = endpoint({
  method: 'POST',
  path: '/api/clearCookie',
  tag: 'session',
  summary: 'Logs out: ends the session and clears its cookie',
  response: messageAnswerSchema,
  errors: [],
});
