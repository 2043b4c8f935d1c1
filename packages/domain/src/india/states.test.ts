import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, INDIAN_STATE_NAMES, INDIAN_STATES, isIndianState } from './states';

describe('Indian states and union territories', () => {
  it('lists all 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.filter((state) => state.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((state) => state.kind === 'union territory')).toHaveLength(8);
  });

  it('lists them alphabetically for the dropdown', () => {
    expect(INDIAN_STATE_NAMES[0]).toBe('Andaman and Nicobar Islands');
    expect(INDIAN_STATE_NAMES[1]).toBe('Andhra Pradesh');
    expect(INDIAN_STATE_NAMES.at(-1)).toBe('West Bengal');
    expect([...INDIAN_STATE_NAMES].sort()).toEqual(INDIAN_STATE_NAMES);
  });

  it('uses the names in official use today', () => {
    for (const name of [
      'Dadra and Nagar Haveli and Daman and Diu',
      'Jammu and Kashmir',
      'Ladakh',
      'Puducherry',
      'Odisha',
      'Uttarakhand',
      'Telangana',
    ]) {
      expect(isIndianState(name), name).toBe(true);
    }
    for (const name of ['Orissa', 'Pondicherry', 'Daman and Diu', 'Uttaranchal', 'tamil nadu']) {
      expect(isIndianState(name), name).toBe(false);
    }
  });

  it('gives each its own GST state code', () => {
    const codes = INDIAN_STATES.map((state) => state.gstStateCode);
    expect(new Set(codes).size).toBe(36);
    const codeOf = (name: string) =>
      INDIAN_STATES.find((state) => state.name === name)?.gstStateCode;
    expect(codeOf('Tamil Nadu')).toBe('33');
    expect(codeOf('Maharashtra')).toBe('27');
    expect(codeOf('Andhra Pradesh')).toBe('37');
    expect(codeOf('Ladakh')).toBe('38');
    expect(codeOf('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
  });

  it('refuses the retired GST codes 25 and 28 but keeps 97, Other Territory', () => {
    expect(GST_STATE_CODES.has('25')).toBe(false);
    expect(GST_STATE_CODES.has('28')).toBe(false);
    expect(GST_STATE_CODES.has('97')).toBe(true);
  });
});
