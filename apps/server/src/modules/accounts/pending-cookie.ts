import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { createTokensRepository } from './tokens-repository';

/**
 * The browser that registered, or logged in before verifying, waits on /unauthorized with this
 * cookie; once the email is verified, /verification-status turns it into a session.
 */
export const PENDING_COOKIE = 'pending_verification';
export const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;
const COOKIE_PATH = '/api';

export async function startPendingVerification(
  trx: Transaction<Database>,
  reply: FastifyReply,
  userId: string,
  now: Date,
  secure: boolean,
): Promise<void> {
  const token = randomToken();
  await createTokensRepository(trx).createPending({
    tokenHash: sha256Hex(token),
    userId,
    expiresAt: new Date(now.getTime() + PENDING_LIFETIME_MS),
    now,
  });
  reply.setCookie(PENDING_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    maxAge: PENDING_LIFETIME_MS / 1000,
  });
}

/** The sha256 of the request's pending cookie, or null. */
export function pendingTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[PENDING_COOKIE];
  return token ? sha256Hex(token) : null;
}

export function clearPendingCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(PENDING_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH });
}

/**
 * The browser's wait for a verification ends: its pending row is deleted and the cookie
 * cleared, so it can no longer turn into a session. Called on logout and on every sign-in.
 */
export async function endPendingVerification(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const tokenHash = pendingTokenHash(request);
  if (!tokenHash) return;
  await createTokensRepository(db).deletePending(tokenHash);
  clearPendingCookie(reply, secure);
}
