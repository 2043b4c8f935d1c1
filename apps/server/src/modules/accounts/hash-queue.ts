/**
 * Who waits for scrypt, and how long the line may grow (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
 *
 * Each derivation at OWASP's cost holds 32 MiB and a core for a fifth to a whole second, so
 * only `workers` run at once. The line behind them is fair and bounded:
 * - one client (an address) has at most one derivation running and `perClient` waiting: sixty junk
 *   logins from one address hold one worker, and the next person's login takes the other;
 * - clients take turns, oldest first; past `maxWaiting` in all, a call is refused at once.
 * An unknown email's check never comes here: it derives nothing (passwords.ts), so junk logins with
 * made-up emails from any number of addresses neither delay nor crowd out a customer's own.
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

export function createHashQueue({ workers, perClient, maxWaiting }: HashQueueLimits) {
  /** Waiting tasks by client, in the order the clients first came (Map keeps insertion order). */
  const waiting = new Map<string, Task[]>();
  let waitingCount = 0;
  const running = new Set<string>();

  function next(): void {
    if (running.size >= workers) return;
    for (const [client, tasks] of waiting) {
      if (running.has(client)) continue;
      const task = tasks.shift();
      if (!task) continue;
      waitingCount -= 1;
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
      return;
    }
  }

  const hasRoom = (client: string) =>
    (waiting.get(client)?.length ?? 0) < perClient && waitingCount < maxWaiting;

  return {
    /** Whether a call for this client would be taken now: lets a route refuse before other work. */
    hasRoom,
    /** Runs `work` in its client's turn; throws HashQueueFullError when the line is full. */
    run<T>(client: string, work: () => Promise<T>): Promise<T> {
      if (!hasRoom(client)) {
        return Promise.reject(new HashQueueFullError('Too many password checks waiting'));
      }
      const queued = waiting.get(client) ?? [];
      return new Promise<T>((resolve, reject) => {
        queued.push({
          run: work,
          settle: (outcome) => (outcome as Promise<T>).then(resolve, reject),
        });
        waiting.set(client, queued);
        waitingCount += 1;
        next();
      });
    },
  };
}
