import { availableParallelism } from 'node:os';
import type { AppConfig } from './config';

export type WorkerPlan = { count: number; reason: string };

/**
 * How many processes serve the shop (docs/decisions/058-one-worker-per-core.md): one per core on
 * PostgreSQL, where every guarantee lives in the database; PGlite is one process's database, so
 * it is served by one process whatever is asked.
 */
export function planWorkers(
  config: Pick<AppConfig, 'databaseUrl' | 'workers'>,
  cores: number = availableParallelism(),
): WorkerPlan {
  if (!config.databaseUrl) {
    return {
      count: 1,
      reason: 'one worker: the embedded PGlite database belongs to one process',
    };
  }
  if (config.workers === 'auto') {
    return { count: cores, reason: `one worker per core (${cores})` };
  }
  return { count: config.workers, reason: `WORKERS=${config.workers}` };
}
