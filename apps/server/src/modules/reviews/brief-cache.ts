/**
 * One value kept for a short while and shared by every caller meanwhile: callers who arrive while
 * it is being fetched wait for that fetch, so a busy page costs one upstream call per period. A
 * failure is not kept: the next caller tries again.
 */
export function briefCache<Value>(fetch: () => Promise<Value>, ttlMs: number, now: () => number) {
  let kept: { value: Value; until: number } | undefined;
  let fetching: Promise<Value> | undefined;
  return {
    get(): Promise<Value> {
      if (kept && now() < kept.until) return Promise.resolve(kept.value);
      fetching ??= fetch()
        .then((value) => {
          kept = { value, until: now() + ttlMs };
          return value;
        })
        .finally(() => {
          fetching = undefined;
        });
      return fetching;
    },
  };
}
