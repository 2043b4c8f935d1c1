import { describe, expect, it } from 'vitest';
import type { Psu } from './catalogue-schema';
import { psuSufficient, psuWattageToExceed } from './rules';

const psuOf = (tdp: number) => ({ tdp }) as Psu;

describe('the PSU rule', () => {
  it('asks for more than 1.25 x (processor + GPU) + 100 watts, and says the figure it checks', () => {
    expect(psuWattageToExceed(65, 115)).toBe(325);
    expect(psuSufficient(psuOf(325), 65, 115)).toBe(false);
    expect(psuSufficient(psuOf(326), 65, 115)).toBe(true);
  });

  it('holds at quarter watts, where the figure is not whole', () => {
    expect(psuWattageToExceed(65, 0)).toBe(181.25);
    expect(psuSufficient(psuOf(181), 65, 0)).toBe(false);
    expect(psuSufficient(psuOf(182), 65, 0)).toBe(true);
  });
});
