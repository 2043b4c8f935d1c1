import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rememberedUntilChange } from '../db/remembered-reads';
import { forbidden, loginRequired } from '../http/errors';
import { randomToken, sha256Hex } from '../tokens';
import { createSessionRepository } from './repository';

export const SESSION_COOKIE = 'sid';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each read into a write; hourly is plenty.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The signed-in user of a request, from the `sid` cookie. */
export interface SessionUser {
  id: string;
}

export interface Sessions {
  /** Signs the browser in as userId: any session it had is ended first (rotation on login). */
  start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  /** Signs the browser out: its session row is deleted and the cookie cleared. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The request's user, or null; remembered on request.user. */
  resolve(request: FastifyRequest): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** Set by requireSession on protected routes (and by sessions.resolve anywhere). */
    user: SessionUser | null;
  }
}

/**
 * Sessions (docs/decisions/004-the-shops-own-identity.md): a random token in an HttpOnly cookie,
 * stored as its sha256, 30 days.
 */
export const sessionPlugin = fp(
  async (app) => {
    const repository = createSessionRepository(app.db);
    // A session is looked up once until the database may have changed (a sign-in, a sign-out, a
    // touch, here or on another instance): docs/decisions/064-memory-until-a-change-is-heard.md.
    const findSession = rememberedUntilChange(app.databaseChangeCount, repository.find);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.isProduction,
      path: '/',
    } as const;
    const resolved = new WeakSet<FastifyRequest>();

    app.decorateRequest('user', null);

    const sessions: Sessions = {
      async start(request, reply, userId) {
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await repository.delete(sha256Hex(previous));
        const token = randomToken();
        const now = app.clock.now();
        await repository.create({
          tokenHash: sha256Hex(token),
          userId,
          expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
          now,
        });
        reply.setCookie(SESSION_COOKIE, token, {
          ...cookieOptions,
          maxAge: SESSION_LIFETIME_MS / 1000,
        });
        request.user = { id: userId };
        resolved.add(request);
      },

      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await repository.delete(sha256Hex(token));
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        request.user = null;
        resolved.add(request);
      },

      async resolve(request) {
        if (resolved.has(request)) return request.user;
        resolved.add(request);
        const token = request.cookies[SESSION_COOKIE];
        if (!token) return null;
        const tokenHash = sha256Hex(token);
        const now = app.clock.now();
        const session = await findSession(tokenHash);
        if (!session || session.expires_at.getTime() <= now.getTime()) return null;
        if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
          await repository.touch(tokenHash, now);
        }
        request.user = { id: session.user_id };
        return request.user;
      },
    };
    app.decorate('sessions', sessions);
  },
  { name: 'session', dependencies: ['context', 'clock'] },
);

/**
 * The guard of a protected scope, one hook per module rather than a line in every handler:
 * `app.addHook('onRequest', requireSession)` in a module's plugin. Without a live session the call
 * is answered 401 before its body is even read; with one, request.user is set.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const user = await request.server.sessions.resolve(request);
  if (!user) throw loginRequired();
}

/** The signed-in user of a request that passed requireSession. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw loginRequired();
  return request.user;
}

export const USER_ID_FIELDS = ['id', 'userId', 'userid', 'uid'] as const;
type UserIdField = (typeof USER_ID_FIELDS)[number];

/**
 * Ids a body names for compatibility must be the session's user, else 403 Forbidden
 * (docs/decisions/005-the-session-decides-the-user.md). Checks the given fields (all four by
 * default; pass e.g. ['uid'] where `id` names a ticket). A field that is absent is not checked;
 * present, it must match exactly.
 */
export function assertSessionUser(
  request: FastifyRequest,
  body: unknown,
  fields: readonly UserIdField[] = USER_ID_FIELDS,
): SessionUser {
  const user = sessionUser(request);
  if (typeof body !== 'object' || body === null) return user;
  for (const field of fields) {
    const claimed = (body as Record<string, unknown>)[field];
    if (claimed !== undefined && claimed !== user.id) {
      throw forbidden();
    }
  }
  return user;
}
