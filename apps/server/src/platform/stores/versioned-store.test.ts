import { describe, expect, it, vi } from 'vitest';
import { VersionedStore } from './versioned-store';

type Snapshot = { version: number; loadNumber: number };

/**
 * A database whose version reads and loads the test answers one by one, oldest first. A load
 * answered without a version reads the database's version at that moment.
 */
function slowDatabase() {
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

const silent = { error: vi.fn(), info: vi.fn() };
const settle = () => new Promise((done) => setTimeout(done, 0));

function storeOn(database: ReturnType<typeof slowDatabase>, now?: () => number) {
  return new VersionedStore<Snapshot>({ name: 'parts', source: database.source, log: silent, now });
}

describe('VersionedStore.current', () => {
  it('serves a burst of callers with two version reads, not one each', async () => {
    const database = slowDatabase();
    database.moveTo(1);
    const store = storeOn(database);
    const first = store.current();
    const burst = Array.from({ length: 10 }, () => store.current());
    expect(database.reads()).toBe(1);

    database.answerRead();
    await settle();
    expect(database.reads()).toBe(1);
    database.answerRead();
    await settle();
    while (database.loads() > 0) database.answerLoad();
    await Promise.all([first, ...burst]);
    expect(database.reads()).toBe(0);
  });

  it('never answers a caller with a version read that began before it arrived', async () => {
    const database = slowDatabase();
    database.moveTo(1);
    const store = storeOn(database);
    const early = store.current();
    const late = store.current();

    // The shop marks a part out of stock while the early read is under way.
    database.answerRead();
    database.moveTo(2);
    await settle();
    database.answerRead();
    await settle();
    while (database.loads() > 0) database.answerLoad();

    expect((await early).version).toBeGreaterThanOrEqual(1);
    expect((await late).version).toBe(2);
  });

  it('answers from memory, with no load, while the version has not moved', async () => {
    const database = slowDatabase();
    database.moveTo(3);
    const store = storeOn(database);
    const first = store.current();
    database.answerRead();
    await settle();
    database.answerLoad();
    const loaded = await first;

    const again = store.current();
    database.answerRead();
    expect(await again).toBe(loaded);
    expect(database.loads()).toBe(0);
  });

  it('keeps the newest copy when loads finish out of order', async () => {
    const database = slowDatabase();
    database.moveTo(1);
    const store = storeOn(database);
    const early = store.current();
    database.answerRead();
    await settle();
    expect(database.loads()).toBe(1);

    // The version moves while the first load is under way: a later caller cannot use that load.
    database.moveTo(2);
    const late = store.current();
    database.answerRead();
    await settle();
    expect(database.loads()).toBe(2);

    database.answerLoad(1, 2);
    expect(await late).toMatchObject({ version: 2, loadNumber: 2 });
    database.answerLoad(0, 1);
    expect((await early).version).toBeGreaterThanOrEqual(1);

    const after = store.current();
    database.answerRead();
    expect(await after).toMatchObject({ version: 2, loadNumber: 2 });
    expect(database.loads()).toBe(0);
  });

  it('lets callers that shared a version read share one load', async () => {
    const database = slowDatabase();
    database.moveTo(1);
    const store = storeOn(database);
    const first = store.current();
    const sharing = [store.current(), store.current(), store.current()];
    database.answerRead();
    await settle();
    database.answerRead();
    await settle();
    // One load for the first caller, one for the three who read the version together.
    expect(database.loads()).toBe(2);
    while (database.loads() > 0) database.answerLoad();
    const answers = await Promise.all(sharing);
    expect(new Set(answers.map((answer) => answer.loadNumber)).size).toBe(1);
    await first;
  });

  it('does not take a load that read an older version than the caller saw', async () => {
    const database = slowDatabase();
    database.moveTo(2);
    const store = storeOn(database);
    const caller = store.current();
    database.answerRead();
    await settle();
    database.answerLoad(0, 1);
    await settle();
    expect(database.loads()).toBe(1);
    database.answerLoad();
    expect(await caller).toMatchObject({ version: 2, loadNumber: 2 });
  });
});

describe('VersionedStore.recent', () => {
  it('answers the copy at once and checks it in the background at most once a second', async () => {
    const database = slowDatabase();
    database.moveTo(1);
    let time = 0;
    const store = storeOn(database, () => time);
    const first = store.recent();
    database.answerRead();
    await settle();
    database.answerLoad();
    const loaded = await first;

    database.moveTo(2);
    time = 1_000;
    expect(await store.recent()).toBe(loaded);
    expect(database.reads()).toBe(0);

    time = 1_001;
    expect(await store.recent()).toBe(loaded);
    expect(await store.recent()).toBe(loaded);
    expect(database.reads()).toBe(1);
    database.answerRead();
    await settle();
    database.answerLoad();
    await store.settle();
    expect((await store.recent()).version).toBe(2);
  });

  it('logs a failed background check and keeps the copy', async () => {
    const database = slowDatabase();
    database.moveTo(1);
    let time = 0;
    const store = storeOn(database, () => time);
    const first = store.current();
    database.answerRead();
    await settle();
    database.answerLoad();
    const loaded = await first;

    database.source.version = () => Promise.reject(new Error('database gone'));
    time = 5_000;
    expect(await store.recent()).toBe(loaded);
    await store.settle();
    expect(silent.error).toHaveBeenCalledWith(expect.anything(), 'parts check failed');
  });
});

describe('VersionedStore.settle', () => {
  it('waits for the reads and loads under way', async () => {
    const database = slowDatabase();
    database.moveTo(1);
    const store = storeOn(database);
    const caller = store.current();
    let settled = false;
    const settling = store.settle().then(() => {
      settled = true;
    });
    database.answerRead();
    await settle();
    expect(settled).toBe(false);
    database.answerLoad();
    await settling;
    expect(settled).toBe(true);
    await caller;
  });
});

describe('VersionedStore.current on a database only this process writes (PGlite)', () => {
  /** The slow database, with a write count the test moves as statements that change it run. */
  function ownedDatabase() {
    const database = slowDatabase();
    let writes = 0;
    const source = { ...database.source, writeCount: () => writes };
    const store = new VersionedStore<Snapshot>({ name: 'parts', source, log: silent });
    return {
      database,
      store,
      /** A statement that may change the database ran (or began). */
      write() {
        writes++;
      },
    };
  }

  async function loadedStore() {
    const owned = ownedDatabase();
    owned.database.moveTo(1);
    const first = owned.store.current();
    owned.database.answerRead();
    await settle();
    owned.database.answerLoad();
    return { ...owned, loaded: await first };
  }

  it('answers from memory with no query while nothing has been written', async () => {
    const { database, store, loaded } = await loadedStore();
    expect(await store.current()).toBe(loaded);
    expect(await store.current()).toBe(loaded);
    expect(database.reads()).toBe(0);
    expect(database.loads()).toBe(0);
  });

  it('reads the version again after any write, and loads when it moved', async () => {
    const { database, store, write, loaded } = await loadedStore();
    database.moveTo(2);
    write();
    const caller = store.current();
    expect(database.reads()).toBe(1);
    database.answerRead();
    await settle();
    database.answerLoad();
    const reloaded = await caller;
    expect(reloaded).not.toBe(loaded);
    expect(reloaded.version).toBe(2);

    // The load read the database after the write: memory is trusted again.
    expect(await store.current()).toBe(reloaded);
    expect(database.reads()).toBe(0);
  });

  it('does not trust a version read that a write overtook', async () => {
    const { database, store, write, loaded } = await loadedStore();
    write();
    const caller = store.current();
    // A write runs while the read is under way: the read may or may not have seen it.
    write();
    database.answerRead();
    expect(await caller).toBe(loaded);

    const next = store.current();
    expect(database.reads()).toBe(1);
    database.answerRead();
    expect(await next).toBe(loaded);
    expect(await store.current()).toBe(loaded);
    expect(database.reads()).toBe(0);
  });
});
