import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createOutboxRepository } from '../../platform/outbox/repository';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { createTokensRepository } from './tokens-repository';

export const VERIFY_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

interface Recipient {
  id: string;
  firstname: string;
  email: string;
}

/** A new single-use verification link, mailed through the outbox in the caller's transaction. */
export async function mailVerificationLink(
  trx: Transaction<Database>,
  user: Recipient,
  publicBaseUrl: string,
  now: Date,
): Promise<void> {
  const token = randomToken();
  await createTokensRepository(trx).createEmailToken({
    tokenHash: sha256Hex(token),
    purpose: 'verify',
    userId: user.id,
    expiresAt: new Date(now.getTime() + VERIFY_LINK_LIFETIME_MS),
    now,
  });
  const link = `${publicBaseUrl}/api/verify-email?token=${token}`;
  await createOutboxRepository(trx).enqueue(
    {
      channel: 'email',
      recipient: user.email,
      subject: 'Verify your email for RigForge',
      body: [
        `Hi ${user.firstname},`,
        '',
        'Welcome to RigForge! Kindly verify your email address by opening this link:',
        '',
        link,
        '',
        'The link works once, for 24 hours. If you did not sign up, you can ignore this email.',
        '',
        'Team RigForge',
      ].join('\n'),
    },
    now,
  );
}

/** A new single-use link to choose a password; the account's older ones stop working. */
export async function newPasswordLink(
  trx: Transaction<Database>,
  userId: string,
  lifetimeMs: number,
  publicBaseUrl: string,
  now: Date,
): Promise<string> {
  const tokens = createTokensRepository(trx);
  await tokens.retireEmailTokens(userId, 'reset', now);
  const token = randomToken();
  await tokens.createEmailToken({
    tokenHash: sha256Hex(token),
    purpose: 'reset',
    userId,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    now,
  });
  return `${publicBaseUrl}/reset-password?token=${token}`;
}

/** A new single-use reset link (older ones stop working), mailed through the outbox. */
export async function mailResetLink(
  trx: Transaction<Database>,
  user: Recipient,
  publicBaseUrl: string,
  now: Date,
): Promise<void> {
  const link = await newPasswordLink(trx, user.id, RESET_LINK_LIFETIME_MS, publicBaseUrl, now);
  await createOutboxRepository(trx).enqueue(
    {
      channel: 'email',
      recipient: user.email,
      subject: 'Reset your RigForge password',
      body: [
        `Hi ${user.firstname},`,
        '',
        'Someone asked to reset the password of your RigForge account. To choose a new one, open:',
        '',
        link,
        '',
        'The link works once, for 1 hour. If it was not you, ignore this email: your password stays as it is.',
        '',
        'Team RigForge',
      ].join('\n'),
    },
    now,
  );
}
