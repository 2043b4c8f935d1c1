import { describe, expect, it } from 'vitest';
import { buildItemShort, buildPcObject, warrantyLabel } from './build-object';
import { pcBuildSchema } from './pc-build-schema';
import { selectField } from './sections';
import {
  BOX_COOLER,
  COMPATIBLE_SELECTION,
  catalogueWith,
  cooler,
  gpu,
  NO_DRIVE,
  processor,
  psu,
  ram,
  storage,
  TEST_FACTS,
} from './test-catalogue';

const apu = processor('apu', {
  title: 'Ryzen 7 8700G',
  gputype: ['Dedicated', 'In-Built'],
  igpu: 'AMD Radeon 780M',
  cooler: 'AMD Wraith Spire',
  maxtdp: 88,
  benchmark: { timespy: 12_000, heaven: 1_060, cbsc: 1, cbmc: 2, gbsc: 3, gbmc: 4 },
  igpuTimespy: 3_100,
  warranty: 3,
});
const catalogue = catalogueWith({
  processors: [processor('cpu', { title: 'Ryzen 5 7600' }), apu],
  coolers: [
    cooler('box-cooler', { coolername: 'Box Cooler', coolertype: 'box', warranty: 0 }),
    cooler('air', { coolername: 'AK400' }),
  ],
});

describe('buildPcObject', () => {
  it('describes a complete build with the spec field names', () => {
    const build = buildPcObject(catalogue, COMPATIBLE_SELECTION);
    expect(build).not.toBeNull();
    expect(pcBuildSchema.parse(build)).toEqual(build);
    expect(build).toMatchObject({
      platform: 'AMD',
      gpuType: 'Dedicated',
      generation: 'Series A',
      processor: 'Ryzen 5 7600',
      igpu: 'Not Available',
      ramType: 'DDR5',
      chipset: 'board',
      ramRGB: 'N',
      ramSize: 'ram',
      gpuBrand: 'NVIDIA',
      gpuModel: 'card',
      cooler: 'AK400',
      primaryStorage: 'ssd',
      secondaryStorage: 'Not Available',
      psu: 'psu',
      cabinetBrand: 'Lian Li',
      cabinetModel: 'case',
      // Parts ₹77,000 x 1.26 = ₹97,020, nearest 500 is ₹97,000, less ₹10 = ₹96,990; 90 % = ₹87,291.
      price: 87_291,
      tdp: { processorTdp: 100, gpuTdp: 200, psuTdp: 750 },
      benchmarks: {
        processorBenchmark: { timespy: 1, heaven: 0, cbsc: 3, cbmc: 4, gbsc: 5, gbmc: 6 },
        gpuBenchmark: { timespy: 10_000, heaven: 4_000 },
      },
      connectivity: { chipsetDisplay: ['HDMI'], gpuDisplay: ['HDMI 2.1', '3x DisplayPort'] },
      expansion: {
        chipsetM2Slots: 2,
        chipsetSataPorts: 4,
        chispetRamSlots: 4,
        ramCount: 2,
        psPort: 'm.2',
        ssPort: 'none',
        cabinetSata: { sata25: 2, sata35: 2 },
      },
      warranty: {
        processor: 3,
        chipset: 3,
        ram: 99,
        gpu: 3,
        cooler: 2,
        primaryStorage: 5,
        secondaryStorage: 0,
        psu: 5,
        cabinet: 1,
      },
      selection: COMPATIBLE_SELECTION,
      cabinetColour: '#101010',
    });
    expect(build?.features.processor).toEqual(['cpu feature']);
    expect(build?.features.secondaryStorage).toEqual([]);
  });

  it("lists a power supply's cables among its features, where the catalogue says how they come", () => {
    const unsaid = buildPcObject(catalogueWith(), COMPATIBLE_SELECTION);
    expect(unsaid?.features.psu).toEqual(['psu feature']);
    const said = buildPcObject(
      catalogueWith({ psus: [psu('psu', { cables: 'Fully modular' })] }),
      COMPATIBLE_SELECTION,
    );
    expect(said?.features.psu).toEqual(['psu feature', 'Fully modular cables']);
  });

  it('describes a build on the processor graphics with its box cooler', () => {
    const selection = {
      ...COMPATIBLE_SELECTION,
      gpuType: 'In-Built',
      processor: 'apu',
      gpuBrand: 'In-Built',
      gpuModel: 'In-Built',
      cooler: 'box-cooler',
    };
    const build = buildPcObject(catalogue, selection);
    expect(build).toMatchObject({
      igpu: 'AMD Radeon 780M',
      gpuBrand: 'In-Built',
      gpuModel: 'AMD Radeon 780M',
      cooler: 'Box Cooler (AMD Wraith Spire)',
      tdp: { processorTdp: 88, gpuTdp: 0 },
      benchmarks: { gpuBenchmark: { timespy: 3_100, heaven: 1_060 } },
      connectivity: { gpuDisplay: [] },
      warranty: { gpu: 3, cooler: 3 },
      // Parts ₹47,000 x 1.26 = ₹59,220, nearest 500 is ₹59,000, less ₹10 = ₹58,990; 90 % = ₹53,091.
      price: 53_091,
    });
    expect(build?.features.gpu).toEqual([
      'AMD Radeon 780M integrated graphics',
      'Uses the motherboard display outputs',
    ]);
  });

  it("states each part's facts: the processor's for its graphics and box cooler, none for no drive", () => {
    const made = (origin: 'China' | 'Malaysia') => ({ ...TEST_FACTS, origin });
    const withFacts = catalogueWith({
      processors: [{ ...apu, facts: made('Malaysia') }],
      coolers: [BOX_COOLER, cooler('air')],
      gpus: [gpu('card', { facts: made('China') })],
    });
    const build = buildPcObject(withFacts, {
      ...COMPATIBLE_SELECTION,
      gpuType: 'In-Built',
      processor: 'apu',
      gpuBrand: 'In-Built',
      gpuModel: 'In-Built',
      cooler: 'box-cooler',
    });
    expect(build?.facts?.gpu?.origin).toBe('Malaysia');
    expect(build?.facts?.cooler?.origin).toBe('Malaysia');
    expect(build?.facts?.secondaryStorage).toBeNull();
    expect(build?.facts?.cabinet).toEqual(TEST_FACTS);
    const carded = buildPcObject(withFacts, { ...COMPATIBLE_SELECTION, processor: 'apu' });
    expect(carded?.facts?.gpu?.origin).toBe('China');
  });

  it('gives nothing for an incomplete selection or an unknown part', () => {
    expect(buildPcObject(catalogue, selectField(COMPATIBLE_SELECTION, 'psu', 'psu'))).toBeNull();
    expect(buildPcObject(catalogue, { ...COMPATIBLE_SELECTION, ramSize: 'gone' })).toBeNull();
    const noGraphics = { ...COMPATIBLE_SELECTION, gpuBrand: 'In-Built', gpuModel: 'In-Built' };
    expect(buildPcObject(catalogue, noGraphics)).toBeNull();
  });

  it('keeps only the selection fields it was built from', () => {
    const extra = { ...COMPATIBLE_SELECTION, price: '1' } as typeof COMPATIBLE_SELECTION;
    expect(buildPcObject(catalogue, extra)?.selection).toEqual(COMPATIBLE_SELECTION);
  });
});

describe('buildItemShort', () => {
  const named = catalogueWith({
    processors: [
      processor('cpu', { title: 'AMD Ryzen 7 7800X3D' }),
      processor('apu', { title: 'Intel Core i5-14400', igpu: 'Intel UHD Graphics 730' }),
    ],
    rams: [ram('ram', { ramSize: 32, ramType: 'DDR5' })],
    gpus: [
      gpu('card', { gpumodel: 'GIGABYTE GeForce RTX 4070 SUPER WINDFORCE OC 12G' }),
      gpu('radeon', { gpumodel: 'Sapphire NITRO+ AMD Radeon RX 7900 XTX Vapor-X 24GB' }),
      gpu('ada', { gpumodel: 'PNY NVIDIA RTX 2000 Ada Generation 16GB' }),
      gpu('a2000', { gpumodel: 'PNY NVIDIA RTX A2000 12GB' }),
    ],
    storages: [
      NO_DRIVE,
      storage('ssd', { storagename: 'Kingston NV3 1TB PCIe 4.0 NVMe M.2 SSD' }),
      storage('hdd', { storagename: 'WD Blue 2TB 7200 RPM 3.5-inch HDD', storagetype: 'sata' }),
    ],
  });

  it('names the processor, graphics chip, memory and drive a buyer compares', () => {
    expect(buildItemShort(named, COMPATIBLE_SELECTION)).toBe(
      'Ryzen 7 7800X3D | RTX 4070 SUPER | 32GB DDR5 | 1TB NVMe',
    );
    expect(buildItemShort(named, { ...COMPATIBLE_SELECTION, gpuModel: 'radeon' })).toContain(
      '| RX 7900 XTX |',
    );
  });

  it('names workstation cards by their line', () => {
    expect(buildItemShort(named, { ...COMPATIBLE_SELECTION, gpuModel: 'ada' })).toContain(
      '| RTX 2000 Ada |',
    );
    expect(buildItemShort(named, { ...COMPATIBLE_SELECTION, gpuModel: 'a2000' })).toContain(
      '| RTX A2000 |',
    );
  });

  it('adds a second drive and names processor graphics without the maker', () => {
    const selection = {
      ...COMPATIBLE_SELECTION,
      processor: 'apu',
      gpuBrand: 'In-Built',
      gpuModel: 'In-Built',
      secondaryStorage: 'hdd',
    };
    expect(buildItemShort(named, selection)).toBe(
      'Core i5-14400 | UHD Graphics 730 | 32GB DDR5 | 1TB NVMe + 2TB HDD',
    );
  });

  it('gives nothing while a part is missing or unknown', () => {
    expect(buildItemShort(named, { ...COMPATIBLE_SELECTION, ramSize: 'gone' })).toBeNull();
    expect(buildItemShort(named, selectField(COMPATIBLE_SELECTION, 'psu', 'psu'))).toBeNull();
  });
});

describe('warrantyLabel', () => {
  it('reads 99 as limited lifetime and counts years otherwise', () => {
    expect(warrantyLabel(99)).toBe('Limited Lifetime');
    expect(warrantyLabel(1)).toBe('1 Year');
    expect(warrantyLabel(3)).toBe('3 Years');
    expect(warrantyLabel(0)).toBe('Not Applicable');
  });
});
