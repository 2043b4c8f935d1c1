/**
 * Values worked out from one snapshot of data (an object replaced, never changed, when its data
 * moves on), kept for as long as the snapshot lives: `compute` runs once per snapshot and key.
 * At most `limit` keys per snapshot, since keys may come from browsers; past it the kept values
 * start again.
 */
export function perSnapshot<Snapshot extends object, Value>(limit: number) {
  const kept = new WeakMap<Snapshot, Map<string, Value>>();
  return function valueFor(snapshot: Snapshot, key: string, compute: () => Value): Value {
    let values = kept.get(snapshot);
    if (!values) {
      values = new Map();
      kept.set(snapshot, values);
    }
    if (values.has(key)) return values.get(key) as Value;
    const value = compute();
    if (values.size >= limit) values.clear();
    values.set(key, value);
    return value;
  };
}
