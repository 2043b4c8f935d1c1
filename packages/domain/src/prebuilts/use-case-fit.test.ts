import { describe, expect, it } from 'vitest';
import {
  COMPATIBLE_SELECTION,
  catalogueWith,
  chipset,
  gpu,
  processor,
  ram,
} from '../configurator/test-catalogue';
import {
  displayOutputCount,
  fitProblemsForUseCase,
  graphicsMemoryGb,
  isWorkstationCard,
} from './use-case-fit';

describe('what a card offers', () => {
  it('reads the card memory from its features', () => {
    expect(graphicsMemoryGb(gpu('a', { features: ['2304 CUDA cores', '16 GB GDDR7'] }))).toBe(16);
    expect(graphicsMemoryGb(gpu('b', { features: ['12 GB GDDR6 with ECC'] }))).toBe(12);
    expect(graphicsMemoryGb(gpu('c', { features: ['Dual fans'] }))).toBe(0);
  });

  it('knows the professional lines by name', () => {
    const named = (gpumodel: string) => isWorkstationCard(gpu('x', { gpumodel }));
    expect(named('PNY NVIDIA RTX A2000 12GB')).toBe(true);
    expect(named('PNY NVIDIA RTX 4000 Ada Generation 20GB')).toBe(true);
    expect(named('NVIDIA RTX PRO 4000 Blackwell')).toBe(true);
    expect(named('AMD Radeon PRO W7600')).toBe(true);
    expect(named('ZOTAC GAMING GeForce RTX 4060 8GB')).toBe(false);
    expect(named('Sapphire PULSE AMD Radeon RX 7600 8GB')).toBe(false);
  });

  it('counts screens, "3x" counting three', () => {
    expect(displayOutputCount(['HDMI 2.1b', '3x DisplayPort 2.1b'])).toBe(4);
    expect(displayOutputCount(['2x HDMI 2.1b', '2x DisplayPort 2.1a'])).toBe(4);
    expect(displayOutputCount(['HDMI', 'VGA'])).toBe(2);
    expect(displayOutputCount([])).toBe(0);
  });
});

describe('use-case fit', () => {
  const catalogue = catalogueWith({
    rams: [
      ram('ram', { ramSize: 16 }),
      ram('ram32', { ramSize: 32 }),
      ram('ram64', { ramSize: 64 }),
    ],
    gpus: [
      gpu('card', { features: ['8 GB GDDR6'], displayout: ['HDMI', 'DisplayPort'] }),
      gpu('card16', { features: ['16 GB GDDR7'], displayout: ['HDMI 2.1', '3x DisplayPort'] }),
      gpu('a2000', { gpumodel: 'NVIDIA RTX A2000 12GB', features: ['12 GB GDDR6'] }),
    ],
    processors: [processor('cpu', { gputype: ['Dedicated', 'In-Built'], igpu: 'Radeon 780M' })],
    chipsets: [chipset('board', { displayout: ['HDMI', 'DisplayPort', 'VGA', 'DVI-D'] })],
  });
  const build = (ramSize: string, gpuModel: string) => ({
    ...COMPATIBLE_SELECTION,
    ramSize,
    gpuModel,
    ...(gpuModel === 'In-Built' && { gpuType: 'In-Built', gpuBrand: 'In-Built' }),
  });

  it('asks gaming machines for a graphics card', () => {
    expect(fitProblemsForUseCase(catalogue, build('ram', 'card'), 'gaming', 'Elite PC')).toEqual(
      [],
    );
    expect(
      fitProblemsForUseCase(catalogue, build('ram', 'In-Built'), 'gaming', 'Elite PC'),
    ).toEqual(['gaming machines need a graphics card']);
  });

  it('asks AI and creator machines for more memory and card memory as the tier rises', () => {
    expect(fitProblemsForUseCase(catalogue, build('ram32', 'card'), 'ai', 'Elite PC')).toEqual([]);
    expect(fitProblemsForUseCase(catalogue, build('ram', 'card'), 'creator', 'Elite PC')).toEqual([
      'creator machines need at least 32 GB of memory',
    ]);
    expect(fitProblemsForUseCase(catalogue, build('ram32', 'card'), 'ai', 'Pro PC')).toEqual([
      'ai machines at Pro PC need a card with at least 12 GB of its own',
    ]);
    expect(fitProblemsForUseCase(catalogue, build('ram32', 'card16'), 'ai', 'Master PC')).toEqual([
      'ai machines need at least 64 GB of memory',
    ]);
    expect(fitProblemsForUseCase(catalogue, build('ram64', 'card16'), 'ai', 'Master PC')).toEqual(
      [],
    );
  });

  it('asks architecture machines above Elite for a workstation card', () => {
    expect(
      fitProblemsForUseCase(catalogue, build('ram32', 'In-Built'), 'architecture', 'Elite PC'),
    ).toEqual([]);
    expect(
      fitProblemsForUseCase(catalogue, build('ram32', 'card16'), 'architecture', 'Pro PC'),
    ).toEqual(['architecture machines at Pro PC need a workstation graphics card']);
    expect(
      fitProblemsForUseCase(catalogue, build('ram32', 'a2000'), 'architecture', 'Pro PC'),
    ).toEqual([]);
  });

  it('asks trader machines for four screens, from the card or else the board', () => {
    expect(fitProblemsForUseCase(catalogue, build('ram', 'card'), 'trader', 'Elite PC')).toEqual([
      'trader machines need at least 4 display outputs, this one has 2',
    ]);
    expect(fitProblemsForUseCase(catalogue, build('ram', 'card16'), 'trader', 'Pro PC')).toEqual(
      [],
    );
    expect(fitProblemsForUseCase(catalogue, build('ram', 'In-Built'), 'trader', 'Pro PC')).toEqual(
      [],
    );
  });
});
