import { describe, expect, it } from 'vitest';
import { settle, silent, slowDatabase, storeOn } from './versioned-store-testing';

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
