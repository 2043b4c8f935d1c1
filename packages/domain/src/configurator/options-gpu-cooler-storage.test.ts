import { describe, expect, it } from 'vitest';
import { offered } from './offered-options';
import { optionsFor } from './options';
import {
  BOX_COOLER,
  COMPATIBLE_SELECTION,
  catalogueWith,
  chipset,
  cooler,
  gpu,
  NO_DRIVE,
  processor,
  storage,
} from './test-catalogue';

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
