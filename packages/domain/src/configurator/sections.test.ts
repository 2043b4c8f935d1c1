import { describe, expect, it } from 'vitest';
import {
  CONFIGURATOR_SECTIONS,
  completeSelectionSchema,
  isSectionComplete,
  isSelectionComplete,
  SELECTION_FIELDS,
  sectionToOpenAfter,
  selectField,
  selectionSchema,
} from './sections';
import { COMPATIBLE_SELECTION } from './test-catalogue';

describe('configurator sections', () => {
  it('are the 8 sections of the spec with their fields in order', () => {
    expect(CONFIGURATOR_SECTIONS.map((section) => section.name)).toEqual([
      'Processor',
      'Chipset',
      'RAM',
      'GPU',
      'Cooler',
      'Storage',
      'Power Supply',
      'Cabinet',
    ]);
    expect(SELECTION_FIELDS).toEqual([
      'platform',
      'gpuType',
      'generation',
      'processor',
      'ramType',
      'chipset',
      'ramRGB',
      'ramSize',
      'gpuBrand',
      'gpuModel',
      'cooler',
      'primaryStorage',
      'secondaryStorage',
      'psu',
      'cabinetBrand',
      'cabinetModel',
    ]);
  });
});

describe('selectField', () => {
  it('clears every later field and keeps the earlier ones', () => {
    expect(selectField(COMPATIBLE_SELECTION, 'gpuBrand', 'AMD')).toEqual({
      platform: 'AMD',
      gpuType: 'Dedicated',
      generation: 'Series A',
      processor: 'cpu',
      ramType: 'DDR5',
      chipset: 'board',
      ramRGB: 'N',
      ramSize: 'ram',
      gpuBrand: 'AMD',
    });
  });

  it('clears everything else when the platform changes', () => {
    expect(selectField(COMPATIBLE_SELECTION, 'platform', 'Intel')).toEqual({ platform: 'Intel' });
  });

  it('clears later fields even when the same value is chosen again', () => {
    expect(selectField(COMPATIBLE_SELECTION, 'psu', 'psu')).not.toHaveProperty('cabinetBrand');
  });

  it('leaves the selection it was given untouched', () => {
    const before = { ...COMPATIBLE_SELECTION };
    selectField(COMPATIBLE_SELECTION, 'cooler', 'air');
    expect(COMPATIBLE_SELECTION).toEqual(before);
  });
});

describe('completeness', () => {
  it('knows when a section and the whole selection are complete', () => {
    const processorOnly = {
      platform: 'AMD',
      gpuType: 'Dedicated',
      generation: 'S',
      processor: 'p',
    };
    expect(isSectionComplete(processorOnly, 0)).toBe(true);
    expect(isSectionComplete({ ...processorOnly, processor: '' }, 0)).toBe(false);
    expect(isSectionComplete(processorOnly, 1)).toBe(false);
    expect(isSelectionComplete(processorOnly)).toBe(false);
    expect(isSelectionComplete(COMPATIBLE_SELECTION)).toBe(true);
  });

  it('opens the next section once a section last field is chosen', () => {
    expect(sectionToOpenAfter('gpuType')).toBe(0);
    expect(sectionToOpenAfter('processor')).toBe(1);
    expect(sectionToOpenAfter('cooler')).toBe(5);
    expect(sectionToOpenAfter('psu')).toBe(7);
    expect(sectionToOpenAfter('cabinetModel')).toBe(7);
  });
});

describe('selection schemas', () => {
  it('accept a partial selection and require every field of a complete one', () => {
    expect(selectionSchema.parse({ platform: 'AMD' })).toEqual({ platform: 'AMD' });
    expect(completeSelectionSchema.safeParse({ platform: 'AMD' }).success).toBe(false);
    expect(completeSelectionSchema.parse(COMPATIBLE_SELECTION)).toEqual(COMPATIBLE_SELECTION);
    expect(selectionSchema.safeParse({ platform: '' }).success).toBe(false);
  });
});
