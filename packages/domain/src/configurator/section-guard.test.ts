import { describe, expect, it } from 'vitest';
import { sectionGuardMessage } from './section-guard';
import { selectField } from './sections';
import { COMPATIBLE_SELECTION } from './test-catalogue';

const throughProcessor = { platform: 'AMD', gpuType: 'Dedicated', generation: 'S', processor: 'p' };

describe('sectionGuardMessage', () => {
  it('always lets the Processor section open', () => {
    expect(sectionGuardMessage({}, 0)).toBeNull();
  });

  it('lets a section open when every section before it is complete', () => {
    expect(sectionGuardMessage(throughProcessor, 1)).toBeNull();
    expect(sectionGuardMessage(COMPATIBLE_SELECTION, 7)).toBeNull();
  });

  it('names the one incomplete section before it', () => {
    expect(sectionGuardMessage({}, 1)).toBe('Please complete Processor section first!');
    expect(sectionGuardMessage({ platform: 'AMD' }, 1)).toBe(
      'Please complete Processor section first!',
    );
    expect(sectionGuardMessage(throughProcessor, 2)).toBe('Please complete Chipset section first!');
    const withoutPsu = selectField(COMPATIBLE_SELECTION, 'secondaryStorage', 'none');
    expect(sectionGuardMessage(withoutPsu, 7)).toBe('Please complete Power Supply section first!');
  });

  it('asks for the preceding sections when two or more are incomplete', () => {
    expect(sectionGuardMessage({}, 2)).toBe('Please complete preceding sections first!');
    expect(sectionGuardMessage(throughProcessor, 7)).toBe(
      'Please complete preceding sections first!',
    );
  });

  it('refuses a section that does not exist', () => {
    expect(() => sectionGuardMessage({}, 8)).toThrow(RangeError);
  });
});
