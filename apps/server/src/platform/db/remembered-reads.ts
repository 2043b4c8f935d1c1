/** At most this many answers are kept; past it they are all dropped and remembered afresh. */
const MAX_REMEMBERED = 10_000;

/** A remembered read, and how many answers it holds now. */
export type RememberedRead<Key, Value> = ((key: Key) => Promise<Value>) & { held(): number };

/**
 * A read whose answers are remembered per key until this process learns that the database may
 * have changed: on PGlite, its own next write (docs/decisions/060-pglite-versions-from-memory.md);
 * on PostgreSQL, that or a change another instance announced
 * (docs/decisions/064-memory-until-a-change-is-heard.md). Without a count every call reads.
 *
 * An answer is kept with the count from before its read began, so a change that came during the
 * read makes it stale at once. The count only grows, so answers kept before a change are never
 * given again: they are let go at the next answer kept, and memory holds only the current ones.
 * Answers are shared between callers and must not be mutated.
 */
export function rememberedUntilChange<Key, Value>(
  changeCount: (() => number) | null,
  read: (key: Key) => Promise<Value>,
): RememberedRead<Key, Value> {
  if (!changeCount) return Object.assign((key: Key) => read(key), { held: () => 0 });
  const answers = new Map<Key, { count: number; value: Value }>();
  /** The count every answer in `answers` was read at. */
  let answersCount: number | undefined;
  const reading = new Map<Key, { count: number; promise: Promise<Value> }>();
  const remembered = (key: Key) => {
    const count = changeCount();
    const known = answers.get(key);
    if (known && known.count === count) return Promise.resolve(known.value);
    // Callers who come while a read of their key is under way, and nothing has changed since it
    // began, share it: a crowd arriving just after a change costs one read, not one each.
    const underWay = reading.get(key);
    if (underWay && underWay.count === count) return underWay.promise;
    const promise = read(key).then((value) => {
      // Overtaken by a change while it was read: it would never be given again.
      if (changeCount() !== count) return value;
      if (answersCount !== count || answers.size >= MAX_REMEMBERED) answers.clear();
      answersCount = count;
      answers.set(key, { count, value });
      return value;
    });
    reading.set(key, { count, promise });
    const forget = () => {
      if (reading.get(key)?.promise === promise) reading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  };
  return Object.assign(remembered, { held: () => answers.size });
}
