import { vi } from 'vitest';
import { VersionedStore } from './versioned-store';

export type Snapshot = { version: number; loadNumber: number };

/**
 * A database whose version reads and loads the test answers one by one, oldest first. A load
 * answered without a version reads the database's version at that moment.
 */
export function slowDatabase() {
  const reads: ((version: number) => void)[] = [];
  const loads: ((version?: number) => void)[] = [];
  let version = 0;
  let loadNumber = 0;
  const source = {
    version: () => new Promise<number>((answer) => reads.push(answer)),
    load: () =>
      new Promise<Snapshot>((answer) => {
        const number = ++loadNumber;
        loads.push((at = version) => answer({ version: at, loadNumber: number }));
      }),
  };
  return {
    source,
    reads: () => reads.length,
    loads: () => loads.length,
    /** The database is now at this version. */
    moveTo(next: number) {
      version = next;
    },
    /** Answers the oldest version read still waiting with the database's version. */
    answerRead() {
      reads.shift()?.(version);
    },
    /** Answers the load at this place in the queue (0 is the oldest still waiting). */
    answerLoad(place = 0, at?: number) {
      const [answer] = loads.splice(place, 1);
      answer?.(at);
    },
  };
}

export const silent = { error: vi.fn(), info: vi.fn() };
export const settle = () => new Promise((done) => setTimeout(done, 0));

export function storeOn(database: ReturnType<typeof slowDatabase>, now?: () => number) {
  return new VersionedStore<Snapshot>({ name: 'parts', source: database.source, log: silent, now });
}
