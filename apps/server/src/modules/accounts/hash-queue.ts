/**
 * Who waits for scrypt, and how long the line may grow (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
 *
 * Each derivation at OWASP's cost holds about 128 MiB and a core for a quarter to a whole second, so
 * only `workers` run at once. The line behind them is fair and bounded:
 * - one client (an address) has at most one derivation running and `perClient` waiting: sixty junk
 *   logins from one address hold one worker, and the next person's login takes the other;
 * - clients take turns, oldest first; past `maxWaiting` in a lane, a call is refused at once;
 * - two lanes: work for a real account ('first') runs before work against the decoy hash of an
 *   unknown email ('later'), each lane with its own bound: junk logins with made-up emails from
 *   any number of addresses neither delay nor crowd out a customer's own
 *   (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
 * Hand-written: p-limit and p-queue bound concurrency but neither takes turns between clients
 * nor refuses past a bound.
 */

export class HashQueueFullError extends Error {
  override name = 'HashQueueFullError';
}

export interface HashQueueLimits {
  workers: number;
  perClient: number;
  maxWaiting: number;
}

type Task = { run: () => Promise<unknown>; settle: (outcome: Promise<unknown>) => void };

/** 'first': a real account's password; 'later': the decoy checked for an unknown email. */
export type HashLane = 'first' | 'later';

type Line = {
  /** Waiting tasks by client, in the order the clients first came (Map keeps insertion order). */
  waiting: Map<string, Task[]>;
  count: number;
};

export function createHashQueue({ workers, perClient, maxWaiting }: HashQueueLimits) {
  const lines: Record<HashLane, Line> = {
    first: { waiting: new Map(), count: 0 },
    later: { waiting: new Map(), count: 0 },
  };
  const running = new Set<string>();

  function next(): void {
    if (running.size >= workers) return;
    for (const line of [lines.first, lines.later]) {
      if (take(line)) return;
    }
  }

  function take(line: Line): boolean {
    const { waiting } = line;
    for (const [client, tasks] of waiting) {
      if (running.has(client)) continue;
      const task = tasks.shift();
      if (!task) continue;
      line.count -= 1;
      // The client goes to the back of the line for its next task.
      waiting.delete(client);
      if (tasks.length > 0) waiting.set(client, tasks);
      running.add(client);
      const outcome = task.run();
      task.settle(outcome);
      outcome
        .catch(() => {})
        .finally(() => {
          running.delete(client);
          next();
        });
      // A second worker may be free for another client's task.
      next();
      return true;
    }
    return false;
  }

  const waitingOf = (client: string) =>
    (lines.first.waiting.get(client)?.length ?? 0) + (lines.later.waiting.get(client)?.length ?? 0);
  /** Room for the client in the lane; without a lane, in either (a route asks before it knows). */
  const hasRoom = (client: string, lane?: HashLane) =>
    waitingOf(client) < perClient &&
    (lane
      ? lines[lane].count < maxWaiting
      : Object.values(lines).some((line) => line.count < maxWaiting));

  return {
    /** Whether a call for this client would be taken now: lets a route refuse before other work. */
    hasRoom,
    /** Runs `work` in its client's turn; throws HashQueueFullError when the line is full. */
    run<T>(client: string, work: () => Promise<T>, lane: HashLane = 'first'): Promise<T> {
      const line = lines[lane];
      const queued = line.waiting.get(client) ?? [];
      if (!hasRoom(client, lane)) {
        return Promise.reject(new HashQueueFullError('Too many password checks waiting'));
      }
      return new Promise<T>((resolve, reject) => {
        queued.push({
          run: work,
          settle: (outcome) => (outcome as Promise<T>).then(resolve, reject),
        });
        line.waiting.set(client, queued);
        line.count += 1;
        next();
      });
    },
  };
}
