import { paiseToRupees } from '../money';
import { priceSelection } from '../pricing/price-selection';
import type { Catalogue } from './catalogue';
import { gpuTdpOf, resolveParts } from './catalogue-index';
import { LIFETIME_WARRANTY_YEARS, NOT_AVAILABLE, type Storage } from './catalogue-schema';
import type { PcBuild } from './pc-build-schema';
import {
  type CompleteSelection,
  isSelectionComplete,
  SELECTION_FIELDS,
  type Selection,
} from './sections';

/** "Limited Lifetime" for 99, "Not Applicable" for 0, else "1 Year" / "3 Years". */
export function warrantyLabel(years: number): string {
  if (years === LIFETIME_WARRANTY_YEARS) return 'Limited Lifetime';
  if (years <= 0) return 'Not Applicable';
  return years === 1 ? '1 Year' : `${years} Years`;
}

function pickSelection(selection: CompleteSelection): CompleteSelection {
  return Object.fromEntries(
    SELECTION_FIELDS.map((field) => [field, selection[field]]),
  ) as CompleteSelection;
}

/**
 * The PC build object (docs/api/configurator.md#build-object) for a complete selection of known
 * parts, priced with today's catalogue; null otherwise. It does not judge compatibility: see
 * completeSelectionProblems.
 */
export function buildPcObject(catalogue: Catalogue, selection: Selection): PcBuild | null {
  if (!isSelectionComplete(selection)) return null;
  const parts = resolveParts(catalogue, selection);
  const { processor, chipset, ram, gpu, cooler, primaryStorage, secondaryStorage, psu, cabinet } =
    parts;
  if (!processor || !chipset || !ram || !gpu || !cooler || !psu || !cabinet) return null;
  if (!primaryStorage || !secondaryStorage) return null;
  if (gpu.kind === 'in-built' && gpu.igpu === null) return null;

  const card = gpu.kind === 'card' ? gpu.card : null;
  const igpuName = processor.igpu ?? NOT_AVAILABLE;
  const isBoxCooler = cooler.coolertype === 'box';
  return {
    platform: selection.platform,
    gpuType: selection.gpuType,
    generation: processor.series,
    processor: processor.title,
    igpu: igpuName,
    ramType: ram.ramType,
    chipset: chipset.chipsetName,
    ramRGB: ram.ramRGB,
    ramSize: ram.ramName,
    gpuBrand: selection.gpuBrand,
    gpuModel: card ? card.gpumodel : igpuName,
    cooler:
      isBoxCooler && processor.cooler
        ? `${cooler.coolername} (${processor.cooler})`
        : cooler.coolername,
    primaryStorage: primaryStorage.storagename,
    secondaryStorage: secondaryStorage.storagename,
    psu: psu.psuname,
    cabinetBrand: cabinet.cabinetbrand,
    cabinetModel: cabinet.cabinetmodel,
    // Rupees, like every price field of the API; the pricing module keeps the paise.
    price: paiseToRupees(priceSelection(catalogue, selection).sellingPrice),
    features: {
      processor: processor.features,
      chipset: chipset.features,
      ram: ram.features,
      gpu: card
        ? card.features
        : [`${igpuName} integrated graphics`, 'Uses the motherboard display outputs'],
      cooler: cooler.features,
      primaryStorage: primaryStorage.features,
      secondaryStorage: secondaryStorage.features,
      psu: psu.cables ? [...psu.features, `${psu.cables} cables`] : psu.features,
      cabinet: cabinet.features,
    },
    tdp: { processorTdp: processor.maxtdp, gpuTdp: gpuTdpOf(gpu), psuTdp: psu.tdp },
    benchmarks: {
      processorBenchmark: processor.benchmark,
      gpuBenchmark: card
        ? card.benchmarks
        : { timespy: processor.igpuTimespy, heaven: processor.benchmark.heaven },
    },
    connectivity: {
      chipsetConnectivity: chipset.connectivity,
      cabinetConnectivity: cabinet.connectivity,
      chipsetDisplay: chipset.displayout,
      gpuDisplay: card ? card.displayout : [],
    },
    expansion: {
      chipsetM2Slots: chipset.chipsetM2Slots,
      chipsetSataPorts: chipset.chipsetSataPorts,
      chispetRamSlots: chipset.chipsetRamSlots,
      ramCount: ram.ramCount,
      psPort: primaryStorage.storagetype,
      ssPort: secondaryStorage.storagetype,
      cabinetSata: cabinet.expansion,
    },
    warranty: {
      processor: processor.warranty,
      chipset: chipset.warranty,
      ram: ram.warranty,
      gpu: card ? card.warranty : processor.warranty,
      cooler: isBoxCooler ? processor.warranty : cooler.warranty,
      primaryStorage: primaryStorage.warranty,
      secondaryStorage: secondaryStorage.warranty,
      psu: psu.warranty,
      cabinet: cabinet.warranty,
    },
    facts: {
      processor: processor.facts,
      chipset: chipset.facts,
      ram: ram.facts,
      gpu: card ? card.facts : processor.facts,
      cooler: isBoxCooler ? processor.facts : cooler.facts,
      primaryStorage: primaryStorage.facts,
      secondaryStorage: secondaryStorage.facts,
      psu: psu.facts,
      cabinet: cabinet.facts,
    },
    selection: pickSelection(selection),
    cabinetColour: cabinet.colour,
  };
}

const MAKER_PREFIX = /^(AMD|Intel|NVIDIA)\s+/;
// The chip a buyer compares ("RTX 4070 SUPER", "RX 7900 XTX", "Arc B580"), not the board maker's name.
const GRAPHICS_CHIP =
  /\b(?:RTX|GTX|RX|Arc)\s+[A-Z]?\d{3,4}[A-Z]?(?:\s+(?:Ti|SUPER|XTX|XT|GRE|Ada))*\b/;
const CAPACITY = /(\d+(?:\.\d+)?)\s?(GB|TB)\b/i;

function driveShortName(drive: Storage): string {
  const capacity = CAPACITY.exec(drive.storagename);
  const kind = drive.storagetype === 'm.2' ? 'NVMe' : /HDD/.test(drive.storagename) ? 'HDD' : 'SSD';
  return capacity ? `${capacity[1]}${capacity[2]?.toUpperCase()} ${kind}` : drive.storagename;
}

/**
 * The one-line name of a build (the itemShort of a shared build or cart line), e.g.
 * "Ryzen 7 7800X3D | RTX 4070 SUPER | 32GB DDR5 | 1TB NVMe"; null when a part is missing.
 */
export function buildItemShort(catalogue: Catalogue, selection: Selection): string | null {
  if (!isSelectionComplete(selection)) return null;
  const { processor, ram, gpu, primaryStorage, secondaryStorage } = resolveParts(
    catalogue,
    selection,
  );
  if (!processor || !ram || !gpu || !primaryStorage || !secondaryStorage) return null;
  const graphics =
    gpu.kind === 'card'
      ? (GRAPHICS_CHIP.exec(gpu.card.gpumodel)?.[0] ?? gpu.card.gpumodel)
      : (gpu.igpu ?? NOT_AVAILABLE).replace(MAKER_PREFIX, '');
  const drives = [primaryStorage, secondaryStorage]
    .filter((drive) => drive.storagetype !== 'none')
    .map(driveShortName)
    .join(' + ');
  return [
    processor.title.replace(MAKER_PREFIX, ''),
    graphics,
    `${ram.ramSize}GB ${ram.ramType}`,
    drives,
  ].join(' | ');
}
