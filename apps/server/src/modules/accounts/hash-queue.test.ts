import { describe, expect, it } from 'vitest';
import { createHashQueue, HashQueueFullError } from './hash-queue';

/** Work that finishes when the test says so. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

describe('the password hash queue', () => {
  it("lets another client's work start while one client's work fills the line", async () => {
    const queue = createHashQueue({ workers: 2, perClient: 60, maxWaiting: 100 });
    const started: string[] = [];
    const junk = gate();
    const junkCalls = Array.from({ length: 60 }, (_, index) =>
      queue.run('attacker', async () => {
        started.push(`junk ${index}`);
        await junk.done;
      }),
    );
    const real = queue.run('customer', async () => {
      started.push('real');
    });
    await real;
    // One junk call runs, the other 59 wait: the customer did not wait for any of them.
    expect(started).toEqual(['junk 0', 'real']);
    junk.open();
    await Promise.all(junkCalls);
    expect(started).toHaveLength(61);
  });

  it('refuses past the bound for one client and in all, and frees the place when done', async () => {
    const queue = createHashQueue({ workers: 1, perClient: 2, maxWaiting: 3 });
    const slow = gate();
    const first = queue.run('a', () => slow.done);
    const waitingA = [queue.run('a', async () => 1), queue.run('a', async () => 2)];
    await expect(queue.run('a', async () => 3)).rejects.toBeInstanceOf(HashQueueFullError);
    const waitingB = queue.run('b', async () => 4);
    await expect(queue.run('c', async () => 5)).rejects.toBeInstanceOf(HashQueueFullError);
    slow.open();
    await first;
    expect(await Promise.all([...waitingA, waitingB])).toEqual([1, 2, 4]);
    expect(await queue.run('c', async () => 6)).toBe(6);
  });

  it('passes failures on to their caller only', async () => {
    const queue = createHashQueue({ workers: 1, perClient: 2, maxWaiting: 4 });
    const failing = queue.run('a', async () => {
      throw new Error('scrypt failed');
    });
    await expect(failing).rejects.toThrow('scrypt failed');
    expect(await queue.run('a', async () => 'fine')).toBe('fine');
  });
});
