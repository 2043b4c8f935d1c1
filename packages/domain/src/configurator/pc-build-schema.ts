import { z } from 'zod';
import { productFactsSchema } from '../products/product-facts';
import { cabinetSchema, chipsetSchema, processorSchema, STORAGE_TYPES } from './catalogue-schema';
import { completeSelectionSchema } from './sections';

const perPart = <Value extends z.ZodType>(value: Value) =>
  z.object({
    processor: value,
    chipset: value,
    ram: value,
    gpu: value,
    cooler: value,
    primaryStorage: value,
    secondaryStorage: value,
    psu: value,
    cabinet: value,
  });

/**
 * The PC build object (docs/api/configurator.md#build-object), with the field names the web has
 * always read (including `chispetRamSlots`). The name fields hold what the visitor reads. It also
 * carries `selection` (the ids it was built from, so a server can re-check and re-price it),
 * `tdp.psuTdp` (the PSU's wattage, for the power headroom), `facts` and `cabinetColour` (for the drawn
 * cabinet).
 */
export const pcBuildSchema = z.object({
  platform: z.string(),
  gpuType: z.string(),
  generation: z.string(),
  processor: z.string(),
  /** The processor's integrated graphics, or "Not Available". */
  igpu: z.string(),
  ramType: z.string(),
  chipset: z.string(),
  ramRGB: z.enum(['Y', 'N']),
  ramSize: z.string(),
  gpuBrand: z.string(),
  gpuModel: z.string(),
  cooler: z.string(),
  primaryStorage: z.string(),
  secondaryStorage: z.string(),
  psu: z.string(),
  cabinetBrand: z.string(),
  cabinetModel: z.string(),
  /** Selling price in whole rupees (always whole: 90 % of a multiple of ₹500 less ₹10). */
  price: z.number().int().nonnegative(),
  features: perPart(z.array(z.string())),
  tdp: z.object({
    processorTdp: z.number(),
    gpuTdp: z.number(),
    psuTdp: z.number(),
  }),
  benchmarks: z.object({
    processorBenchmark: processorSchema.shape.benchmark,
    gpuBenchmark: z.object({ timespy: z.number(), heaven: z.number() }),
  }),
  connectivity: z.object({
    chipsetConnectivity: chipsetSchema.shape.connectivity,
    cabinetConnectivity: cabinetSchema.shape.connectivity,
    chipsetDisplay: z.array(z.string()),
    gpuDisplay: z.array(z.string()),
  }),
  expansion: z.object({
    chipsetM2Slots: z.number(),
    chipsetSataPorts: z.number(),
    chispetRamSlots: z.number(),
    ramCount: z.number(),
    /** Port of the primary drive. */
    psPort: z.enum(STORAGE_TYPES),
    /** Port of the secondary drive ("none" when Not Available). */
    ssPort: z.enum(STORAGE_TYPES),
    cabinetSata: cabinetSchema.shape.expansion,
  }),
  /** Years per part; 99 means limited lifetime, 0 means not applicable. */
  warranty: perPart(z.number().int()),
  /**
   * Each part's origin, maker and importer (null for "Not Available"; the processor's for its box
   * cooler and its integrated graphics). Absent from builds saved before the shop stated them.
   */
  facts: perPart(productFactsSchema.nullable()).optional(),
  selection: completeSelectionSchema,
  cabinetColour: z.string(),
});

export type PcBuild = z.infer<typeof pcBuildSchema>;
