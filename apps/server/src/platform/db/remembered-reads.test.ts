import { describe, expect, it } from 'vitest';
import { rememberedUntilChange } from './remembered-reads';

/** A table the test changes, a count of the writes, and how many times it was read. */
function table() {
  const rows = new Map<string, number>([['a', 1]]);
  let writes = 0;
  let reads = 0;
  return {
    writeCount: () => writes,
    reads: () => reads,
    read: async (key: string) => {
      reads++;
      return rows.get(key);
    },
    write(key: string, value: number) {
      writes++;
      rows.set(key, value);
    },
  };
}

describe('rememberedUntilChange', () => {
  it('answers from memory until something is written, then reads again', async () => {
    const data = table();
    const read = rememberedUntilChange(data.writeCount, data.read);
    expect(await read('a')).toBe(1);
    expect(await read('a')).toBe(1);
    expect(data.reads()).toBe(1);

    data.write('a', 2);
    expect(await read('a')).toBe(2);
    expect(data.reads()).toBe(2);
  });

  it('does not keep an answer that a write overtook', async () => {
    const data = table();
    const slowRead = async (key: string) => {
      const value = await data.read(key);
      data.write('a', 3); // lands while the read is being answered
      return value;
    };
    const read = rememberedUntilChange(data.writeCount, slowRead);
    expect(await read('a')).toBe(1);
    expect(await read('a')).toBe(3);
    expect(data.reads()).toBe(2);
  });

  it('lets go of the answers a change made stale once it keeps a new one', async () => {
    const data = table();
    data.write('b', 5);
    const read = rememberedUntilChange(data.writeCount, data.read);
    await read('a');
    await read('b');
    expect(read.held()).toBe(2);
    data.write('b', 6);
    expect(await read('b')).toBe(6);
    expect(read.held()).toBe(1);
  });

  it('keeps answers apart by key', async () => {
    const data = table();
    data.write('b', 5);
    const read = rememberedUntilChange(data.writeCount, data.read);
    expect(await read('a')).toBe(1);
    expect(await read('b')).toBe(5);
    expect(await read('a')).toBe(1);
    expect(data.reads()).toBe(2);
  });

  it('reads every time where other processes may write', async () => {
    const data = table();
    const read = rememberedUntilChange(null, data.read);
    await read('a');
    await read('a');
    expect(data.reads()).toBe(2);
  });

  it('shares one read among callers who come while it is under way', async () => {
    const data = table();
    const read = rememberedUntilChange(data.writeCount, data.read);
    const answers = await Promise.all([read('a'), read('a'), read('a')]);
    expect(answers).toEqual([1, 1, 1]);
    expect(data.reads()).toBe(1);
  });

  it('does not share a read under way with a caller who comes after a change', async () => {
    const data = table();
    const read = rememberedUntilChange(data.writeCount, data.read);
    const first = read('a');
    data.write('a', 4);
    const second = read('a');
    expect(await first).toBe(1);
    expect(await second).toBe(4);
    expect(data.reads()).toBe(2);
  });

  it('lets a failed read fail its callers only, and reads again after it', async () => {
    const data = table();
    let fail = true;
    const read = rememberedUntilChange(data.writeCount, async (key: string) => {
      if (fail) throw new Error('connection lost');
      return data.read(key);
    });
    await expect(Promise.all([read('a'), read('a')])).rejects.toThrow('connection lost');
    fail = false;
    expect(await read('a')).toBe(1);
  });
});
