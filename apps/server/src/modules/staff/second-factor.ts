import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP by otplib (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app reads it), on the
 * shop's clock so tests can move time. A code is accepted one step either side of now, and never
 * for a step already used (the replay guard lives in the repository).
 */
export const TOTP_ISSUER = 'RigForge Staff';
const PERIOD_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The time step the code is for, or null when it is not a current code of the secret. */
export async function checkTotp(secret: string, code: string, now: Date): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_S });
  if (!result.valid) return null;
  return Math.floor(epoch / PERIOD_S) + result.delta;
}

// No 0/O or 1/I/L: read off a sheet of paper without doubt.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes like `K7M2Q-9XR4T`, each good for one sign-in. */
export function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A recovery code as stored and compared: upper case, whatever was typed. */
export function normaliseRecoveryCode(code: string): string {
  return code.trim().toUpperCase();
}
