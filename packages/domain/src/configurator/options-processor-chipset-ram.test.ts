import { describe, expect, it } from 'vitest';
import { offered } from './offered-options';
import { optionsFor } from './options';
import { COMPATIBLE_SELECTION, catalogueWith, chipset, processor, ram } from './test-catalogue';

describe('processor section', () => {
  const catalogue = catalogueWith({
    processors: [
      processor('ryzen-a', { platform: 'AMD', series: 'Ryzen 7000' }),
      processor('intel-f', { platform: 'Intel', series: '14th Gen', socket: 'LGA1700' }),
      processor('intel-g', {
        platform: 'Intel',
        series: 'Core Ultra',
        socket: 'LGA1851',
        gputype: ['Dedicated', 'In-Built'],
        igpu: 'Intel Graphics',
      }),
      processor('ryzen-b', { platform: 'AMD', series: 'Ryzen 9000' }),
    ],
  });

  it('offers the platforms of the catalogue in catalogue order', () => {
    expect(offered(catalogue, 'platform')).toEqual(['AMD', 'Intel']);
  });

  it('offers only the GPU types some processor of the platform is sold with', () => {
    expect(offered(catalogue, 'gpuType', { platform: 'AMD' })).toEqual(['Dedicated']);
    expect(offered(catalogue, 'gpuType', { platform: 'Intel' })).toEqual(['Dedicated', 'In-Built']);
  });

  it('offers the series of processors matching platform and GPU type', () => {
    const intel = { platform: 'Intel' };
    expect(offered(catalogue, 'generation', { ...intel, gpuType: 'Dedicated' })).toEqual([
      '14th Gen',
      'Core Ultra',
    ]);
    expect(offered(catalogue, 'generation', { ...intel, gpuType: 'In-Built' })).toEqual([
      'Core Ultra',
    ]);
  });

  it('filters processors by platform, GPU type and series', () => {
    const amd = { platform: 'AMD', gpuType: 'Dedicated' };
    expect(offered(catalogue, 'processor', { ...amd, generation: 'Ryzen 9000' })).toEqual([
      'ryzen-b',
    ]);
    expect(offered(catalogue, 'processor', { ...amd, generation: 'Core Ultra' })).toEqual([]);
  });
});

describe('chipset section', () => {
  const catalogue = catalogueWith({
    processors: [processor('cpu', { socket: 'AM5', maxtdp: 100 })],
    chipsets: [
      chipset('am4-board', { chipsetPlatform: 'AM4', chipsetRamType: 'DDR4' }),
      chipset('weak-board', { chipsetTdp: 99 }),
      chipset('just-enough', { chipsetTdp: 100 }),
      chipset('strong-board', { chipsetTdp: 150 }),
    ],
  });

  it('offers only chipsets with the processor socket rated at least its max TDP', () => {
    expect(offered(catalogue, 'chipset')).toEqual(['just-enough', 'strong-board']);
  });

  it('offers the RAM types of those chipsets only', () => {
    expect(offered(catalogue, 'ramType')).toEqual(['DDR5']);
  });

  it('offers only chipsets taking the chosen RAM type', () => {
    const both = catalogueWith({
      chipsets: [chipset('ddr4-board', { chipsetRamType: 'DDR4' }), chipset('ddr5-board')],
    });
    expect(offered(both, 'ramType')).toEqual(['DDR4', 'DDR5']);
    expect(offered(both, 'chipset', { ramType: 'DDR4' })).toEqual(['ddr4-board']);
  });
});

describe('RAM section', () => {
  const catalogue = catalogueWith({
    chipsets: [chipset('two-slots', { chipsetRamSlots: 2 }), chipset('four-slots')],
    rams: [
      ram('ddr4-kit', { ramType: 'DDR4' }),
      ram('plain-pair', { ramCount: 2 }),
      ram('rgb-pair', { ramRGB: 'Y', ramCount: 2 }),
      ram('rgb-quad', { ramRGB: 'Y', ramCount: 4 }),
      ram('plain-quad', { ramCount: 4 }),
    ],
  });

  it('offers kits of the RAM type and RGB choice that fit the slots', () => {
    expect(offered(catalogue, 'ramSize', { chipset: 'four-slots', ramRGB: 'Y' })).toEqual([
      'rgb-pair',
      'rgb-quad',
    ]);
    expect(offered(catalogue, 'ramSize', { chipset: 'two-slots', ramRGB: 'N' })).toEqual([
      'plain-pair',
    ]);
  });

  it('offers an RGB choice only when a kit of that kind fits', () => {
    const onlyQuadRgb = catalogueWith({
      chipsets: [chipset('two-slots', { chipsetRamSlots: 2 })],
      rams: [ram('plain-pair'), ram('rgb-quad', { ramRGB: 'Y', ramCount: 4 })],
    });
    expect(
      optionsFor(onlyQuadRgb, { ...COMPATIBLE_SELECTION, chipset: 'two-slots' }, 'ramRGB'),
    ).toEqual([{ value: 'N', label: 'No' }]);
  });
});
