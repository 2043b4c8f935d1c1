import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { optionsFor } from './options';
import type { Selection, SelectionField } from './sections';
import {
  BOX_COOLER,
  COMPATIBLE_SELECTION,
  cabinet,
  catalogueWith,
  chipset,
  cooler,
  gpu,
  NO_DRIVE,
  processor,
  psu,
  ram,
  storage,
} from './test-catalogue';

const offered = (catalogue: Catalogue, field: SelectionField, changes: Selection = {}) =>
  optionsFor(catalogue, { ...COMPATIBLE_SELECTION, ...changes }, field).map((o) => o.value);

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

describe('GPU section', () => {
  const catalogue = catalogueWith({
    processors: [processor('apu', { gputype: ['Dedicated', 'In-Built'], igpu: 'Radeon 780M' })],
    gpus: [gpu('rtx', { gpubrand: 'NVIDIA' }), gpu('rx', { gpubrand: 'AMD' }), gpu('rtx-2')],
  });
  const base = { processor: 'apu' };

  it('offers the card makers of the catalogue, without In-Built, for GPU type Dedicated', () => {
    expect(offered(catalogue, 'gpuBrand', { ...base, gpuType: 'Dedicated' })).toEqual([
      'NVIDIA',
      'AMD',
    ]);
  });

  it('adds In-Built to the brands for GPU type In-Built', () => {
    expect(offered(catalogue, 'gpuBrand', { ...base, gpuType: 'In-Built' })).toEqual([
      'In-Built',
      'NVIDIA',
      'AMD',
    ]);
  });

  it('offers only the processor integrated GPU for brand In-Built', () => {
    const changes = { ...base, gpuType: 'In-Built', gpuBrand: 'In-Built' };
    expect(optionsFor(catalogue, { ...COMPATIBLE_SELECTION, ...changes }, 'gpuModel')).toEqual([
      { value: 'In-Built', label: 'Radeon 780M' },
    ]);
  });

  it('offers the cards of the chosen brand', () => {
    expect(offered(catalogue, 'gpuModel', { ...base, gpuBrand: 'NVIDIA' })).toEqual([
      'rtx',
      'rtx-2',
    ]);
  });
});

describe('cooler section', () => {
  const coolers = [
    BOX_COOLER,
    cooler('rated-99', { maxtdp: 99 }),
    cooler('rated-100', { maxtdp: 100 }),
    cooler('rated-101', { maxtdp: 101 }),
  ];

  it('with a box cooler in the box: the Box Cooler and coolers rated above the processor TDP', () => {
    const boxed = catalogueWith({
      processors: [processor('cpu', { maxtdp: 100, cooler: 'AMD Wraith Stealth' })],
      coolers,
    });
    expect(offered(boxed, 'cooler')).toEqual(['box-cooler', 'rated-101']);
  });

  it('without one: no Box Cooler, and coolers rated at least the processor TDP', () => {
    const bare = catalogueWith({ processors: [processor('cpu', { maxtdp: 100 })], coolers });
    expect(offered(bare, 'cooler')).toEqual(['rated-100', 'rated-101']);
  });
});

describe('storage section', () => {
  const storages = [NO_DRIVE, storage('nvme'), storage('sata-ssd', { storagetype: 'sata' })];

  it('offers M.2 drives only, never Not Available, as primary', () => {
    expect(offered(catalogueWith({ storages }), 'primaryStorage')).toEqual(['nvme']);
  });

  it('offers every drive and Not Available as secondary when the board has 2 or more M.2 slots', () => {
    const twoSlots = catalogueWith({
      storages,
      chipsets: [chipset('board', { chipsetM2Slots: 2 })],
    });
    expect(offered(twoSlots, 'secondaryStorage')).toEqual(['not-available', 'nvme', 'sata-ssd']);
  });

  it('leaves M.2 drives out of the secondary when the board has one M.2 slot', () => {
    const oneSlot = catalogueWith({
      storages,
      chipsets: [chipset('board', { chipsetM2Slots: 1 })],
    });
    expect(offered(oneSlot, 'secondaryStorage')).toEqual(['not-available', 'sata-ssd']);
  });
});

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
