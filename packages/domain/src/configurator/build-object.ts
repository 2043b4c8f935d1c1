import { priceSelection } from '../pricing/price-selection';
import type { Catalogue } from './catalogue';
import { gpuTdpOf, resolveParts } from './catalogue-index';
import { LIFETIME_WARRANTY_YEARS, NOT_AVAILABLE } from './catalogue-schema';
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
 * The PC build object of SPEC §3 for a complete selection of known parts, priced with today's
 * catalogue; null otherwise. It does not judge compatibility: see completeSelectionProblems.
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
    price: priceSelection(catalogue, selection).sellingPrice,
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
      psu: psu.features,
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
    selection: pickSelection(selection),
    cabinetColour: cabinet.colour,
  };
}
