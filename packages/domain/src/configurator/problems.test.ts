import { describe, expect, it } from 'vitest';
import { completeSelectionProblems, partialSelectionProblems } from './problems';
import type { Selection } from './sections';
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

const catalogue = catalogueWith({
  processors: [
    processor('cpu', { title: 'Ryzen 5 7600', maxtdp: 100 }),
    processor('boxed', { title: 'Ryzen 5 5600', maxtdp: 100, cooler: 'AMD Wraith Stealth' }),
  ],
  chipsets: [
    chipset('board', { chipsetName: 'B650 Board' }),
    chipset('am4-board', { chipsetName: 'B550 Board', chipsetPlatform: 'AM4' }),
    chipset('weak-board', { chipsetName: 'A620 Board', chipsetTdp: 88, chipsetM2Slots: 1 }),
    chipset('ddr4-board', { chipsetName: 'DDR4 Board', chipsetRamType: 'DDR4' }),
    chipset('two-slots', { chipsetName: 'ITX Board', chipsetRamSlots: 2, chipsetSize: 'ITX' }),
  ],
  rams: [
    ram('ram', { ramName: '32 GB kit' }),
    ram('quad', { ramName: '64 GB quad kit', ramCount: 4 }),
    ram('rgb', { ramName: 'RGB kit', ramRGB: 'Y' }),
    ram('ddr4', { ramName: 'DDR4 kit', ramType: 'DDR4' }),
  ],
  gpus: [
    gpu('card', { gpumodel: 'RTX 5070', maxtdp: 200, length: 250 }),
    gpu('radeon', { gpubrand: 'AMD', gpumodel: 'RX 9070', length: 320 }),
  ],
  coolers: [
    BOX_COOLER,
    cooler('air', { coolername: 'AK400', maxtdp: 220, coolersize: 155 }),
    cooler('small', { coolername: 'Tiny Cooler', maxtdp: 99 }),
    cooler('aio', { coolername: 'LS720', coolertype: 'liquid', coolersize: 360, maxtdp: 300 }),
  ],
  storages: [
    NO_DRIVE,
    storage('ssd'),
    storage('hdd', { storagename: 'Barracuda', storagetype: 'sata' }),
    storage('nvme', { storagename: '990 Pro' }),
  ],
  psus: [psu('psu', { tdp: 750 }), psu('small-psu', { psuname: 'PF450', tdp: 475 })],
  cabinets: [
    cabinet('case', { cabinetmodel: 'O11' }),
    cabinet('mini', { cabinetmodel: 'Q300L', cabinetchipset: ['mATX'], cabinetvga: 300 }),
    cabinet('short', {
      cabinetmodel: 'Short Case',
      cabinetcooler: { maxAirHeight: 150, maxRadiator: 240 },
    }),
  ],
});

const problemsWith = (changes: Selection) =>
  completeSelectionProblems(catalogue, { ...COMPATIBLE_SELECTION, ...changes });

describe('completeSelectionProblems', () => {
  it('finds nothing wrong with a complete compatible build', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it('lists every field not chosen', () => {
    expect(completeSelectionProblems(catalogue, { platform: 'AMD', gpuType: 'Dedicated' })).toEqual(
      expect.arrayContaining(['Processor Series is not chosen', 'Cabinet Model is not chosen']),
    );
    expect(completeSelectionProblems(catalogue, {})).toHaveLength(16);
  });

  it('refuses values the catalogue does not know', () => {
    expect(problemsWith({ psu: 'psu-9000', gpuType: 'Cloud' })).toEqual([
      'Unknown GPU Type "Cloud"',
      'Unknown Power Supply "psu-9000"',
      'Ryzen 5 7600 is not offered with GPU type Cloud',
    ]);
  });

  it('explains processor rules', () => {
    expect(problemsWith({ platform: 'Intel' })).toContain(
      'Ryzen 5 7600 is not among the Intel processors',
    );
    expect(problemsWith({ generation: 'Series B' })).toEqual([
      'Unknown Processor Series "Series B"',
      'Ryzen 5 7600 is not in the Series B',
    ]);
  });

  it('explains chipset rules: socket, RAM type and TDP', () => {
    expect(problemsWith({ chipset: 'am4-board' })).toEqual([
      'B550 Board has socket AM4 but Ryzen 5 7600 needs AM5',
    ]);
    expect(problemsWith({ chipset: 'ddr4-board' })).toEqual([
      'DDR4 Board takes DDR4 RAM, not DDR5',
    ]);
    expect(problemsWith({ chipset: 'weak-board' })).toEqual([
      'A620 Board is rated for processors up to 88 W but Ryzen 5 7600 draws up to 100 W',
    ]);
  });

  it('explains RAM rules: type, RGB and slots', () => {
    expect(problemsWith({ ramSize: 'ddr4' })).toEqual(['DDR4 kit is DDR4, not DDR5']);
    expect(problemsWith({ ramSize: 'rgb' })).toEqual([
      'RGB kit does not match the RAM RGB choice "N"',
    ]);
    expect(problemsWith({ chipset: 'two-slots', ramSize: 'quad', cabinetModel: 'case' })).toEqual([
      '64 GB quad kit has 4 modules but ITX Board has 2 RAM slots',
    ]);
  });

  it('explains GPU rules', () => {
    expect(problemsWith({ gpuBrand: 'AMD' })).toEqual(['RTX 5070 is not among the AMD GPUs']);
    expect(problemsWith({ gpuBrand: 'In-Built', gpuModel: 'In-Built' })).toEqual([
      'GPU brand In-Built needs GPU type In-Built, not Dedicated',
      'Ryzen 5 7600 has no integrated graphics',
    ]);
  });

  it('explains the box cooler rule both ways', () => {
    expect(problemsWith({ cooler: 'box-cooler' })).toEqual([
      'Ryzen 5 7600 ships without a box cooler',
    ]);
    expect(problemsWith({ cooler: 'small' })).toEqual([
      'Tiny Cooler is rated for 99 W; Ryzen 5 7600 needs a cooler rated at least 100 W',
    ]);
    expect(problemsWith({ processor: 'boxed', cooler: 'box-cooler' })).toEqual([]);
  });

  it('explains storage rules', () => {
    expect(problemsWith({ primaryStorage: 'hdd' })).toEqual([
      'Primary storage must be an M.2 drive; Barracuda is not',
    ]);
    expect(problemsWith({ primaryStorage: 'not-available' })).toEqual([
      'Primary storage must be an M.2 drive; Not Available is not',
    ]);
    expect(
      problemsWith({ processor: 'boxed', chipset: 'weak-board', secondaryStorage: 'nvme' }),
    ).toContain('A620 Board has 1 M.2 slot, so 990 Pro cannot be the secondary drive');
  });

  it('explains the power rule', () => {
    expect(problemsWith({ psu: 'small-psu' })).toEqual([
      'PF450 gives 475 W but this build needs more than 475 W',
    ]);
  });

  it('explains cabinet rules: brand, board size, card length and cooler', () => {
    expect(problemsWith({ cabinetBrand: 'NZXT' })).toEqual([
      'Unknown Cabinet Brand "NZXT"',
      'O11 is not made by NZXT',
    ]);
    expect(problemsWith({ cabinetModel: 'mini' })).toEqual([
      'Q300L does not take ATX boards like B650 Board',
    ]);
    expect(problemsWith({ gpuBrand: 'AMD', gpuModel: 'radeon', cabinetModel: 'mini' })).toContain(
      'Q300L takes graphics cards up to 300 mm; this one is 320 mm',
    );
    expect(problemsWith({ cabinetModel: 'short' })).toEqual([
      'Short Case takes air coolers up to 150 mm; AK400 is 155 mm',
    ]);
    expect(problemsWith({ cooler: 'aio', cabinetModel: 'short' })).toEqual([
      'Short Case takes radiators up to 240 mm; LS720 is 360 mm',
    ]);
  });
});

describe('partialSelectionProblems', () => {
  it('judges only the fields chosen so far', () => {
    expect(partialSelectionProblems(catalogue, { platform: 'AMD', processor: 'cpu' })).toEqual([]);
    expect(partialSelectionProblems(catalogue, { processor: 'cpu', chipset: 'am4-board' })).toEqual(
      ['B550 Board has socket AM4 but Ryzen 5 7600 needs AM5'],
    );
  });
});
