import { describe, expect, it } from 'vitest';
import { settle, slowDatabase, storeOn } from './versioned-store-testing';

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
