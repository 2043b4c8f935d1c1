import { describe, expect, it } from 'vitest';
import { perSnapshot } from './per-snapshot';

describe('perSnapshot', () => {
  it('works a value out once per snapshot and key, and again for a new snapshot', () => {
    const valueFor = perSnapshot<object, string>(10);
    let computed = 0;
    const compute = () => `value ${++computed}`;
    const first = {};
    expect(valueFor(first, 'a', compute)).toBe('value 1');
    expect(valueFor(first, 'a', compute)).toBe('value 1');
    expect(valueFor(first, 'b', compute)).toBe('value 2');
    expect(valueFor({}, 'a', compute)).toBe('value 3');
  });

  it('keeps at most its limit of keys per snapshot, starting again past it', () => {
    const valueFor = perSnapshot<object, number>(2);
    const snapshot = {};
    let computed = 0;
    const compute = () => ++computed;
    valueFor(snapshot, 'a', compute);
    valueFor(snapshot, 'b', compute);
    valueFor(snapshot, 'c', compute);
    expect(computed).toBe(3);
    expect(valueFor(snapshot, 'c', compute)).toBe(3);
    expect(valueFor(snapshot, 'a', compute)).toBe(4);
  });
});
