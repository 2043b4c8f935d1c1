import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a cookie or an emailed link: 32 random bytes, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How tokens are stored: a leaked table then opens no session or link. A fast hash is enough
 * because the tokens carry 256 random bits, unlike passwords.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
