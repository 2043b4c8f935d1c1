import { describe, expect, it } from 'vitest';
import { rememberedUntilWrite } from './remembered-reads';

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

describe('rememberedUntilWrite', () => {
  it('answers from memory until something is written, then reads again', async () => {
    const data = table();
    const read = rememberedUntilWrite(data.writeCount, data.read);
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
    const read = rememberedUntilWrite(data.writeCount, slowRead);
    expect(await read('a')).toBe(1);
    expect(await read('a')).toBe(3);
    expect(data.reads()).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    const data = table();
    data.write('b', 5);
    const read = rememberedUntilWrite(data.writeCount, data.read);
    expect(await read('a')).toBe(1);
    expect(await read('b')).toBe(5);
    expect(await read('a')).toBe(1);
    expect(data.reads()).toBe(2);
  });

  it('reads every time where other processes may write', async () => {
    const data = table();
    const read = rememberedUntilWrite(null, data.read);
    await read('a');
    await read('a');
    expect(data.reads()).toBe(2);
  });
});
