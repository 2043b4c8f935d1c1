import { describe, expect, it } from 'vitest';
import { compressedOnce } from './compressed-once';

describe('compressedOnce', () => {
  it('compresses once per coding, for all who ask at once', async () => {
    const runs: string[] = [];
    const tagging = (tag: string) => async (body: Buffer) => {
      runs.push(tag);
      return Buffer.concat([Buffer.from(`${tag}:`), body]);
    };
    const encoded = compressedOnce(Buffer.from('body'), { br: tagging('br'), gzip: tagging('gz') });
    const [first, second] = await Promise.all([encoded('br'), encoded('br')]);
    expect(first.toString()).toBe('br:body');
    expect(second).toBe(first);
    expect((await encoded('gzip')).toString()).toBe('gz:body');
    await encoded('br');
    expect(runs).toEqual(['br', 'gz']);
  });

  it('tries again after a compression failed', async () => {
    let attempts = 0;
    const encoded = compressedOnce(Buffer.from('body'), {
      br: async (body) => {
        attempts += 1;
        if (attempts === 1) throw new Error('out of memory');
        return body;
      },
      gzip: async (body) => body,
    });
    await expect(encoded('br')).rejects.toThrow('out of memory');
    expect((await encoded('br')).toString()).toBe('body');
    expect(attempts).toBe(2);
  });
});
