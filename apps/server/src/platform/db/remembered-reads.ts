/** At most this many answers are kept; past it they are all dropped and remembered afresh. */
const MAX_REMEMBERED = 10_000;

/**
 * A read whose answers are remembered per key until this process next writes to the database
 * (docs/decisions/060-pglite-versions-from-memory.md). Only where no other process can write
 * (PGlite: `writeCount` given); on PostgreSQL (`writeCount` null) every call reads.
 *
 * An answer is kept with the write count from before its read began, so a write that ran during
 * the read makes it stale at once. Answers are shared between callers and must not be mutated.
 */
export function rememberedUntilWrite<Key, Value>(
  writeCount: (() => number) | null,
  read: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  if (!writeCount) return read;
  const answers = new Map<Key, { writes: number; value: Value }>();
  return async (key) => {
    const writes = writeCount();
    const known = answers.get(key);
    if (known && known.writes === writes) return known.value;
    const value = await read(key);
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(key, { writes, value });
    return value;
  };
}
