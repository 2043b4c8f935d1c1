import type { Catalogue } from '../configurator/catalogue';
import { resolveParts } from '../configurator/catalogue-index';
import type { Gpu } from '../configurator/catalogue-schema';
import type { Selection } from '../configurator/sections';
import type { PcTierName } from '../pricing/price-formulas';
import type { UseCase } from './use-cases';

/**
 * What a machine must have to be sold for its use case (docs/api/prebuilts.md#use-case-fit).
 * Checked when the range is seeded, so a machine listed under AI cannot quietly ship with 16 GB.
 */
export const USE_CASE_FIT = {
  /** AI, creator and architecture work keeps large models, timelines and drawings in memory. */
  minRamGb: { 'Elite PC': 32, 'Pro PC': 32, 'Master PC': 64 },
  /** AI and creator machines: the card's own memory holds the model or the timeline. */
  minGraphicsMemoryGb: { 'Elite PC': 8, 'Pro PC': 12, 'Master PC': 16 },
  /** Trading desks run many screens from one machine. */
  traderMinDisplayOutputs: 4,
} as const satisfies Record<string, unknown>;

const GRAPHICS_MEMORY = /^(\d+)\s*GB\s+(?:GDDR|HBM)/i;
// NVIDIA's professional lines (RTX A2000, RTX 2000 Ada, RTX PRO 4000) and AMD's Radeon PRO.
const WORKSTATION_CARD = /\bRTX\s+(?:A\d{3,4}|\d{4}\s+Ada|PRO)\b|\bRadeon\s+PRO\b/i;
const OUTPUT_COUNT = /^(\d+)\s*x\s+/i;

/** The card's own memory in GB, from its feature list ("16 GB GDDR7"); 0 when not stated. */
export function graphicsMemoryGb(card: Gpu): number {
  for (const feature of card.features) {
    const match = GRAPHICS_MEMORY.exec(feature);
    if (match) return Number(match[1]);
  }
  return 0;
}

/** A card with certified drivers for professional design software. */
export function isWorkstationCard(card: Gpu): boolean {
  return WORKSTATION_CARD.test(card.gpumodel);
}

/** How many screens the outputs drive: "3x DisplayPort 2.1b" counts 3, "HDMI 2.1b" 1. */
export function displayOutputCount(outputs: readonly string[]): number {
  return outputs.reduce((total, output) => total + Number(OUTPUT_COUNT.exec(output)?.[1] ?? 1), 0);
}

/**
 * Why a complete build of known parts does not suit the use case at its tier, in words for whoever
 * edits the range; empty when it does.
 */
export function fitProblemsForUseCase(
  catalogue: Catalogue,
  selection: Selection,
  useCase: UseCase,
  tier: PcTierName,
): string[] {
  const { ram, gpu, chipset } = resolveParts(catalogue, selection);
  if (!ram || !gpu || !chipset) return ['The build names a part the catalogue does not have'];
  const card = gpu.kind === 'card' ? gpu.card : null;
  const problems: string[] = [];
  const needRam = (gb: number) => {
    if (ram.ramSize < gb) problems.push(`${useCase} machines need at least ${gb} GB of memory`);
  };
  const needGraphicsMemory = (gb: number) => {
    if (!card || graphicsMemoryGb(card) < gb)
      problems.push(`${useCase} machines at ${tier} need a card with at least ${gb} GB of its own`);
  };
  switch (useCase) {
    case 'gaming':
      if (!card) problems.push('gaming machines need a graphics card');
      break;
    case 'ai':
    case 'creator':
      needRam(USE_CASE_FIT.minRamGb[tier]);
      needGraphicsMemory(USE_CASE_FIT.minGraphicsMemoryGb[tier]);
      break;
    case 'architecture':
      needRam(USE_CASE_FIT.minRamGb[tier]);
      // No workstation card fits under the Elite price, so entry machines may use another.
      if (tier !== 'Elite PC' && !(card && isWorkstationCard(card)))
        problems.push(`architecture machines at ${tier} need a workstation graphics card`);
      break;
    case 'trader': {
      const outputs = displayOutputCount(card ? card.displayout : chipset.displayout);
      if (outputs < USE_CASE_FIT.traderMinDisplayOutputs)
        problems.push(
          `trader machines need at least ${USE_CASE_FIT.traderMinDisplayOutputs} display outputs, this one has ${outputs}`,
        );
      break;
    }
  }
  return problems;
}
