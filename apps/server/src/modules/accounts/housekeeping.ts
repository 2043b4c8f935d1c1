import type { FastifyInstance } from 'fastify';
import { createHousekeepingRepository } from './housekeeping-repository';

const EVERY_MS = 60 * 60 * 1000;
const KEEP_USED_FOR_MS = 24 * 60 * 60 * 1000;

/** Hourly, while the server runs: expired sessions, links, codes and rate windows go. */
export function scheduleHousekeeping(app: FastifyInstance): void {
  const repository = createHousekeepingRepository(app.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = repository
        .pruneExpired(app.clock.now(), KEEP_USED_FOR_MS)
        .catch((error) => app.log.error({ err: error }, 'accounts housekeeping failed'));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
