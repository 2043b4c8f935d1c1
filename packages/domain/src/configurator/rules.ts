import type { BuildGpu } from './catalogue-index';
import {
  type BoardSize,
  type Cabinet,
  type Chipset,
  type Cooler,
  IN_BUILT,
  NOT_AVAILABLE,
  type Processor,
  type Psu,
  type Ram,
  type Storage,
} from './catalogue-schema';

/**
 * The compatibility rules (docs/api/configurator.md#compatibility-rules), each stated once.
 * optionsFor filters with them and completeSelectionProblems explains each one that a selection
 * breaks.
 */

export function processorOnPlatform(processor: Processor, platform: string): boolean {
  return processor.platform === platform;
}

export function processorOfferedAs(processor: Processor, gpuType: string): boolean {
  return (processor.gputype as readonly string[]).includes(gpuType);
}

export function processorInSeries(processor: Processor, series: string): boolean {
  return processor.series === series;
}

export function chipsetFitsSocket(chipset: Chipset, processor: Processor): boolean {
  return chipset.chipsetPlatform === processor.socket;
}

export function chipsetTakesRamType(chipset: Chipset, ramType: string): boolean {
  return chipset.chipsetRamType === ramType;
}

/** Chipset TDP at least the processor's max TDP. */
export function chipsetPowersProcessor(chipset: Chipset, processor: Processor): boolean {
  return chipset.chipsetTdp >= processor.maxtdp;
}

export function ramIsType(ram: Ram, ramType: string): boolean {
  return ram.ramType === ramType;
}

export function ramMatchesRgb(ram: Ram, ramRGB: string): boolean {
  return ram.ramRGB === ramRGB;
}

export function ramFitsSlots(ram: Ram, chipset: Chipset): boolean {
  return ram.ramCount <= chipset.chipsetRamSlots;
}

/** With GPU type Dedicated the brand "In-Built" is excluded; card makers are always offered. */
export function gpuBrandAllowed(brand: string, gpuType: string): boolean {
  return brand !== IN_BUILT || gpuType === IN_BUILT;
}

/** "In-Built" means the processor's own graphics, which it must have; otherwise a card of the brand. */
export function gpuMatchesBrand(gpu: BuildGpu, brand: string): boolean {
  if (brand === IN_BUILT) return gpu.kind === 'in-built' && gpu.igpu !== null;
  return gpu.kind === 'card' && gpu.card.gpubrand === brand;
}

export function shipsWithBoxCooler(processor: Processor): boolean {
  return processor.cooler !== null;
}

/**
 * With a box cooler in the processor's box: the Box Cooler, or a cooler rated above the
 * processor's max TDP. Without one: no Box Cooler, and a cooler rated at least the max TDP.
 */
export function coolerSuitsProcessor(cooler: Cooler, processor: Processor): boolean {
  const isBox = cooler.coolertype === 'box';
  if (shipsWithBoxCooler(processor)) return isBox || cooler.maxtdp > processor.maxtdp;
  return !isBox && cooler.maxtdp >= processor.maxtdp;
}

export function primaryStorageAllowed(storage: Storage): boolean {
  return storage.storagetype === 'm.2' && storage.storagename !== NOT_AVAILABLE;
}

/** Any drive (or none) when the board has more than one M.2 slot; otherwise no M.2 drive. */
export function secondaryStorageAllowed(storage: Storage, chipset: Chipset): boolean {
  return chipset.chipsetM2Slots > 1 || storage.storagetype !== 'm.2';
}

/** The PSU must give MORE than this many watts: 1.25 x (processor TDP + GPU TDP) + 100. */
export function psuWattageToExceed(processorTdp: number, gpuTdp: number): number {
  return 1.25 * (processorTdp + gpuTdp) + 100;
}

export function psuSufficient(psu: Psu, processorTdp: number, gpuTdp: number): boolean {
  // Exact for whole-watt TDPs: 1.25 x a whole number is a multiple of a quarter, which a double holds.
  return psu.tdp > psuWattageToExceed(processorTdp, gpuTdp);
}

export function cabinetTakesBoard(cabinet: Cabinet, boardSize: BoardSize): boolean {
  return cabinet.cabinetchipset.includes(boardSize);
}

/** gpuLength is 0 for a build on the processor's graphics. */
export function cabinetTakesGpuLength(cabinet: Cabinet, gpuLength: number): boolean {
  return gpuLength <= cabinet.cabinetvga;
}

/** A liquid cooler's size is its radiator; a box or air cooler's size is its height. */
export function cabinetTakesCooler(cabinet: Cabinet, cooler: Cooler): boolean {
  const { maxAirHeight, maxRadiator } = cabinet.cabinetcooler;
  return cooler.coolertype === 'liquid'
    ? cooler.coolersize <= maxRadiator
    : cooler.coolersize <= maxAirHeight;
}

export function cabinetFits(
  cabinet: Cabinet,
  boardSize: BoardSize,
  gpuLength: number,
  cooler: Cooler,
): boolean {
  return (
    cabinetTakesBoard(cabinet, boardSize) &&
    cabinetTakesGpuLength(cabinet, gpuLength) &&
    cabinetTakesCooler(cabinet, cooler)
  );
}
