import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessoriesStore } from './accessories-store';
import type { AccessoriesRepository } from './repository';

/** A repository whose version reads the test answers one by one, in order. */
function slowRepository() {
  const pending: ((version: number) => void)[] = [];
  const repository = {
    version: () => new Promise<number>((answer) => pending.push(answer)),
    loadAll: async () => ({ version: loadedVersion, rows: [] }),
  } as unknown as AccessoriesRepository;
  let loadedVersion = 0;
  return {
    repository,
    reads: () => pending.length,
    /** Answers the oldest read still waiting; the database is then at this version. */
    answer(version: number) {
      loadedVersion = version;
      pending.shift()?.(version);
    },
  };
}

const silent = { error() {}, info() {} } as unknown as FastifyBaseLogger;
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('AccessoriesStore.current', () => {
  it('serves a burst of callers with two version reads, not one each', async () => {
    const database = slowRepository();
    const store = new AccessoriesStore(database.repository, silent);
    const first = store.current();
    const burst = Array.from({ length: 10 }, () => store.current());
    expect(database.reads()).toBe(1);

    database.answer(1);
    await settle();
    expect(database.reads()).toBe(1);
    database.answer(1);
    await Promise.all([first, ...burst]);
    expect(database.reads()).toBe(0);
  });

  it('never answers a caller with a version read that began before it arrived', async () => {
    const database = slowRepository();
    const store = new AccessoriesStore(database.repository, silent);
    const early = store.current();
    const late = store.current();

    // The shop marks an add-on out of stock while the early read is under way.
    database.answer(1);
    await settle();
    database.answer(2);

    expect((await early).version).toBe(1);
    expect((await late).version).toBe(2);
  });
});
