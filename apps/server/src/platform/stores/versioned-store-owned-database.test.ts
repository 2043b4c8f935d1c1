import { describe, expect, it } from 'vitest';
import { VersionedStore } from './versioned-store';
import { type Snapshot, settle, silent, slowDatabase } from './versioned-store-testing';

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
