import { type BuildParts, gpuLengthOf, gpuTdpOf } from './catalogue-index';
import { IN_BUILT } from './catalogue-schema';
import {
  cabinetTakesBoard,
  cabinetTakesCooler,
  cabinetTakesGpuLength,
  chipsetFitsSocket,
  chipsetPowersProcessor,
  chipsetTakesRamType,
  coolerSuitsProcessor,
  gpuBrandAllowed,
  gpuMatchesBrand,
  primaryStorageAllowed,
  processorInSeries,
  processorOfferedAs,
  processorOnPlatform,
  psuSufficient,
  psuWattageToExceed,
  ramFitsSlots,
  ramIsType,
  ramMatchesRgb,
  secondaryStorageAllowed,
  shipsWithBoxCooler,
} from './rules';
import type { Selection } from './sections';

/**
 * One compatibility rule with its explanation: null when kept or when its parts are not chosen yet.
 */
export type RuleCheck = (selection: Selection, parts: BuildParts) => string | null;

const broken = (kept: boolean, message: () => string): string | null => (kept ? null : message());

export const RULE_CHECKS: readonly RuleCheck[] = [
  ({ platform }, { processor: p }) =>
    p && platform
      ? broken(
          processorOnPlatform(p, platform),
          () => `${p.title} is not among the ${platform} processors`,
        )
      : null,
  ({ gpuType }, { processor: p }) =>
    p && gpuType
      ? broken(
          processorOfferedAs(p, gpuType),
          () => `${p.title} is not offered with GPU type ${gpuType}`,
        )
      : null,
  ({ generation }, { processor: p }) =>
    p && generation
      ? broken(processorInSeries(p, generation), () => `${p.title} is not in the ${generation}`)
      : null,
  (_, { processor: p, chipset: c }) =>
    p && c
      ? broken(
          chipsetFitsSocket(c, p),
          () => `${c.chipsetName} has socket ${c.chipsetPlatform} but ${p.title} needs ${p.socket}`,
        )
      : null,
  ({ ramType }, { chipset: c }) =>
    c && ramType
      ? broken(
          chipsetTakesRamType(c, ramType),
          () => `${c.chipsetName} takes ${c.chipsetRamType} RAM, not ${ramType}`,
        )
      : null,
  (_, { processor: p, chipset: c }) =>
    p && c
      ? broken(
          chipsetPowersProcessor(c, p),
          () =>
            `${c.chipsetName} is rated for processors up to ${c.chipsetTdp} W but ${p.title} draws up to ${p.maxtdp} W`,
        )
      : null,
  ({ ramType }, { ram: r }) =>
    r && ramType
      ? broken(ramIsType(r, ramType), () => `${r.ramName} is ${r.ramType}, not ${ramType}`)
      : null,
  ({ ramRGB }, { ram: r }) =>
    r && ramRGB
      ? broken(
          ramMatchesRgb(r, ramRGB),
          () => `${r.ramName} does not match the RAM RGB choice "${ramRGB}"`,
        )
      : null,
  (_, { ram: r, chipset: c }) =>
    r && c
      ? broken(
          ramFitsSlots(r, c),
          () =>
            `${r.ramName} has ${r.ramCount} modules but ${c.chipsetName} has ${c.chipsetRamSlots} RAM slots`,
        )
      : null,
  ({ gpuType, gpuBrand }) =>
    gpuType && gpuBrand
      ? broken(
          gpuBrandAllowed(gpuBrand, gpuType),
          () => `GPU brand ${IN_BUILT} needs GPU type ${IN_BUILT}, not ${gpuType}`,
        )
      : null,
  ({ gpuBrand }, { gpu, processor: p }) =>
    gpu && gpuBrand
      ? broken(gpuMatchesBrand(gpu, gpuBrand), () => {
          if (gpu.kind === 'card') return `${gpu.card.gpumodel} is not among the ${gpuBrand} GPUs`;
          if (gpuBrand !== IN_BUILT)
            return `${IN_BUILT} graphics are not among the ${gpuBrand} GPUs`;
          return `${p?.title ?? 'The processor'} has no integrated graphics`;
        })
      : null,
  (_, { processor: p, cooler }) => {
    if (!p || !cooler) return null;
    return broken(coolerSuitsProcessor(cooler, p), () => {
      if (!shipsWithBoxCooler(p) && cooler.coolertype === 'box') {
        return `${p.title} ships without a box cooler`;
      }
      const least = shipsWithBoxCooler(p) ? `above ${p.maxtdp} W` : `at least ${p.maxtdp} W`;
      return `${cooler.coolername} is rated for ${cooler.maxtdp} W; ${p.title} needs a cooler rated ${least}`;
    });
  },
  (_, { primaryStorage: s }) =>
    s
      ? broken(
          primaryStorageAllowed(s),
          () => `Primary storage must be an M.2 drive; ${s.storagename} is not`,
        )
      : null,
  (_, { secondaryStorage: s, chipset: c }) =>
    s && c
      ? broken(
          secondaryStorageAllowed(s, c),
          () =>
            `${c.chipsetName} has ${c.chipsetM2Slots} M.2 slot, so ${s.storagename} cannot be the secondary drive`,
        )
      : null,
  (_, { psu, processor: p, gpu }) => {
    if (!psu || !p || !gpu) return null;
    const gpuTdp = gpuTdpOf(gpu);
    return broken(
      psuSufficient(psu, p.maxtdp, gpuTdp),
      () =>
        `${psu.psuname} gives ${psu.tdp} W but this build needs more than ${psuWattageToExceed(p.maxtdp, gpuTdp)} W`,
    );
  },
  ({ cabinetBrand }, { cabinet }) =>
    cabinet && cabinetBrand
      ? broken(
          cabinet.cabinetbrand === cabinetBrand,
          () => `${cabinet.cabinetmodel} is not made by ${cabinetBrand}`,
        )
      : null,
  (_, { cabinet, chipset: c }) =>
    cabinet && c
      ? broken(
          cabinetTakesBoard(cabinet, c.chipsetSize),
          () =>
            `${cabinet.cabinetmodel} does not take ${c.chipsetSize} boards like ${c.chipsetName}`,
        )
      : null,
  (_, { cabinet, gpu }) =>
    cabinet && gpu
      ? broken(
          cabinetTakesGpuLength(cabinet, gpuLengthOf(gpu)),
          () =>
            `${cabinet.cabinetmodel} takes graphics cards up to ${cabinet.cabinetvga} mm; this one is ${gpuLengthOf(gpu)} mm`,
        )
      : null,
  (_, { cabinet, cooler }) => {
    if (!cabinet || !cooler) return null;
    const liquid = cooler.coolertype === 'liquid';
    const limit = liquid ? cabinet.cabinetcooler.maxRadiator : cabinet.cabinetcooler.maxAirHeight;
    const what = liquid ? 'radiators' : 'air coolers';
    return broken(
      cabinetTakesCooler(cabinet, cooler),
      () =>
        `${cabinet.cabinetmodel} takes ${what} up to ${limit} mm; ${cooler.coolername} is ${cooler.coolersize} mm`,
    );
  },
];
