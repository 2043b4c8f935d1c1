import { describe, expect, it } from 'vitest';
import { offered } from './offered-options';
import { optionsFor } from './options';
import type { Selection } from './sections';
import { cabinet, catalogueWith, chipset, cooler, gpu, processor, psu } from './test-catalogue';

describe('power supply section', () => {
  // 1.25 x (100 + 200) + 100 = 475 W must be exceeded; on its own graphics 1.25 x 100 + 100 = 225 W.
  const catalogue = catalogueWith({
    processors: [
      processor('cpu', { maxtdp: 100, gputype: ['Dedicated', 'In-Built'], igpu: 'Radeon' }),
    ],
    gpus: [gpu('card', { maxtdp: 200 })],
    psus: [225, 226, 475, 476].map((watts) => psu(`psu-${watts}`, { tdp: watts })),
  });

  it('offers supplies above 1.25 x (processor TDP + GPU TDP) + 100', () => {
    expect(offered(catalogue, 'psu')).toEqual(['psu-476']);
  });

  it('counts no GPU power for the processor graphics', () => {
    const inBuilt = { gpuType: 'In-Built', gpuBrand: 'In-Built', gpuModel: 'In-Built' };
    expect(offered(catalogue, 'psu', inBuilt)).toEqual(['psu-226', 'psu-475', 'psu-476']);
  });
});

describe('cabinet section', () => {
  const cabinets = [
    cabinet('small-only', { cabinetchipset: ['mATX', 'ITX'] }),
    cabinet('gpu-249', { cabinetvga: 249 }),
    cabinet('gpu-250', { cabinetbrand: 'NZXT', cabinetvga: 250 }),
    cabinet('air-149', { cabinetcooler: { maxAirHeight: 149, maxRadiator: 360 } }),
    cabinet('radiator-240', {
      cabinetbrand: 'NZXT',
      cabinetcooler: { maxAirHeight: 170, maxRadiator: 240 },
    }),
    cabinet('no-radiator', {
      cabinetbrand: 'Antec',
      cabinetcooler: { maxAirHeight: 170, maxRadiator: 0 },
    }),
  ];
  const catalogue = catalogueWith({
    processors: [processor('cpu', { gputype: ['Dedicated', 'In-Built'], igpu: 'Radeon' })],
    chipsets: [chipset('board', { chipsetSize: 'ATX' })],
    gpus: [gpu('card', { length: 250 })],
    coolers: [
      cooler('air', { coolersize: 150 }),
      cooler('aio-240', { coolertype: 'liquid', coolersize: 240 }),
      cooler('aio-360', { coolertype: 'liquid', coolersize: 360 }),
    ],
    cabinets,
  });
  const models = (changes: Selection) =>
    ['Lian Li', 'NZXT', 'Antec'].flatMap((cabinetBrand) =>
      offered(catalogue, 'cabinetModel', { ...changes, cabinetBrand }),
    );

  it('fits the board size, the card length and an air cooler height', () => {
    expect(models({ cooler: 'air' })).toEqual(['gpu-250', 'radiator-240', 'no-radiator']);
  });

  it('takes a liquid cooler only where its radiator fits', () => {
    expect(models({ cooler: 'aio-240' })).toEqual(['air-149', 'gpu-250', 'radiator-240']);
    expect(models({ cooler: 'aio-360' })).toEqual(['air-149', 'gpu-250']);
  });

  it('counts a card length of 0 for the processor graphics', () => {
    const inBuilt = { gpuType: 'In-Built', gpuBrand: 'In-Built', gpuModel: 'In-Built' };
    expect(models({ ...inBuilt, cooler: 'air' })).toEqual([
      'gpu-249',
      'gpu-250',
      'radiator-240',
      'no-radiator',
    ]);
  });

  it('offers only brands with a cabinet that fits, in catalogue order, and their fitting models', () => {
    expect(offered(catalogue, 'cabinetBrand', { cooler: 'aio-360' })).toEqual(['NZXT', 'Lian Li']);
    expect(offered(catalogue, 'cabinetModel', { cooler: 'aio-360', cabinetBrand: 'NZXT' })).toEqual(
      ['gpu-250'],
    );
  });
});

describe('a field whose earlier fields are not all chosen', () => {
  it('offers nothing yet', () => {
    const catalogue = catalogueWith();
    expect(optionsFor(catalogue, {}, 'gpuType')).toEqual([]);
    expect(optionsFor(catalogue, { platform: 'AMD', gpuType: 'Dedicated' }, 'processor')).toEqual(
      [],
    );
    expect(optionsFor(catalogue, {}, 'primaryStorage')).toEqual([]);
    expect(optionsFor(catalogue, {}, 'platform')).toEqual([{ value: 'AMD', label: 'AMD' }]);
  });
});
