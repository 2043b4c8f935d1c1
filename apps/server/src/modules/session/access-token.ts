import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_TOKEN_MAX_AGE_SECONDS } from '@shop/domain';

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * The `access_token` of /api/authenticate: an HS256 JWT naming the user, valid for 300 s
 * (AUTH_TOKEN_MAX_AGE_SECONDS). The web keeps it for compatibility; the session cookie is what
 * authenticates (docs/decisions/004-the-shops-own-identity.md).
 */
export function signAccessToken(userId: string, secret: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = base64url(
    JSON.stringify({ sub: userId, iat: issuedAt, exp: issuedAt + AUTH_TOKEN_MAX_AGE_SECONDS }),
  );
  return `${HEADER}.${claims}.${signature(`${HEADER}.${claims}`, secret)}`;
}

/** The user id of a token this server signed and that has not expired, else null. */
export function verifyAccessToken(token: string, secret: string, now: Date): string | null {
  const [header, claims, signed] = token.split('.');
  if (header !== HEADER || !claims || !signed) return null;
  const expected = Buffer.from(signature(`${header}.${claims}`, secret));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const { sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    sub?: unknown;
    exp?: unknown;
  };
  if (typeof sub !== 'string' || typeof exp !== 'number') return null;
  return exp > now.getTime() / 1000 ? sub : null;
}

function signature(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
