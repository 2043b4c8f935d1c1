import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createRateLimitRepository } from '../../platform/rate-limit/repository';
import { createSessionRepository } from '../../platform/sessions/repository';
import { createProfileService } from '../profile/service';
import { createTokensRepository } from './tokens-repository';

const EVERY_MS = 60 * 60 * 1000;
const KEEP_USED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what can no longer be used, so the sign-in tables do not grow without end; each table
 * is pruned by its owner.
 */
export async function pruneExpired(
  db: Kysely<Database>,
  now: Date,
  keepUsedFor: number,
): Promise<void> {
  const before = new Date(now.getTime() - keepUsedFor);
  await createSessionRepository(db).deleteExpired(now);
  await createTokensRepository(db).deleteExpired(now, before);
  // OTP rows stay a while after they expire: the 30 s resend gate and audits read them.
  await createProfileService(db).purgeExpiredCodes(before);
  await createRateLimitRepository(db).deleteStale(before);
}

/** Hourly, while the server runs: expired sessions, links, codes and rate windows go. */
export function scheduleHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = pruneExpired(app.db, app.clock.now(), KEEP_USED_FOR_MS).catch((error) =>
        app.log.error({ err: error }, 'accounts housekeeping failed'),
      );
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
