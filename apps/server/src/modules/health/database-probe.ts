/**
 * Load balancers and uptime monitors may ask for health thousands of times a second; the database only needs
 * asking once in a while. Concurrent callers share one check in flight, and its answer stands for `maxAgeMs`.
 * A standing answer comes back as it is, not in a promise, so the caller answers without waiting a turn.
 */
export function createDatabaseProbe(
  check: () => Promise<boolean>,
  { maxAgeMs = 1000, now = () => Date.now() }: { maxAgeMs?: number; now?: () => number } = {},
) {
  let inFlight: Promise<boolean> | undefined;
  let last: { reachable: boolean; at: number } | undefined;

  return function isDatabaseReachable(): boolean | Promise<boolean> {
    if (last && now() - last.at < maxAgeMs) return last.reachable;
    inFlight ??= check()
      .catch(() => false)
      .then((reachable) => {
        last = { reachable, at: now() };
        inFlight = undefined;
        return reachable;
      });
    return inFlight;
  };
}
