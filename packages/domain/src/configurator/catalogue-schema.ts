import { z } from 'zod';
import { photosField } from '../products/photos';
import { productFactsSchema } from '../products/product-facts';

/**
 * The component catalogue (docs/api/configurator.md#catalogue-answer), in its own field names, as
 * the data files in data/catalogue/ hold it and as the API sends it. Prices here are whole RUPEES
 * (what a person edits); pricing converts them to paise once (see pricing/price-selection.ts).
 * data/catalogue/README.md gives the meaning of every size and power field.
 */

/** GPU type "In-Built", and the GPU brand and model that stand for the processor's own graphics. */
export const IN_BUILT = 'In-Built';
export const GPU_TYPES = ['Dedicated', IN_BUILT] as const;
export type GpuType = (typeof GPU_TYPES)[number];

/** The storage entry that means "no secondary drive". */
export const NOT_AVAILABLE = 'Not Available';

export const BOARD_SIZES = ['ATX', 'mATX', 'ITX'] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];

export const RAM_TYPES = ['DDR4', 'DDR5'] as const;
export const COOLER_TYPES = ['box', 'air', 'liquid'] as const;
export const STORAGE_TYPES = ['m.2', 'sata', 'none'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/** 99 years means limited lifetime. */
export const LIFETIME_WARRANTY_YEARS = 99;

const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An id is lower-case words joined by hyphens');
const name = z.string().trim().min(1);
const rupees = z.number().int().nonnegative();
const watts = z.number().int().nonnegative();
const millimetres = z.number().int().nonnegative();
const count = z.number().int().nonnegative();
const score = z.number().int().nonnegative();
const warranty = z.number().int().min(0).max(LIFETIME_WARRANTY_YEARS);
const features = z.array(name);
const displayOutputs = z.array(name);
/** Origin, maker, importer (docs/decisions/050-product-facts-on-every-listing.md); null only for
 * the two entries that are not products: the Box Cooler and the "Not Available" drive. */
const facts = productFactsSchema.nullable();

export const processorSchema = z.object({
  idcomp: id,
  title: name,
  platform: name,
  /** The GPU types under which the processor is offered. */
  gputype: z.array(z.enum(GPU_TYPES)).min(1),
  series: name,
  socket: name,
  maxtdp: watts,
  /** Name of the integrated graphics, null when the processor has none. */
  igpu: name.nullable(),
  /** Name of the cooler in the box, null when it ships without one. */
  cooler: name.nullable(),
  price: rupees,
  features,
  benchmark: z.object({
    /** 3DMark Time Spy CPU score. */
    timespy: score,
    /** Unigine Heaven score of the integrated graphics; 0 without one. */
    heaven: score,
    cbsc: score,
    cbmc: score,
    gbsc: score,
    gbmc: score,
  }),
  /** 3DMark Time Spy graphics score of the integrated graphics; 0 without one. */
  igpuTimespy: score,
  warranty,
  facts,
  photos: photosField,
});

export const chipsetSchema = z.object({
  idchipset: id,
  chipsetName: name,
  /** The processor socket of the board: compared with a processor's socket. */
  chipsetPlatform: name,
  chipsetRamType: z.enum(RAM_TYPES),
  /** The highest processor max TDP the board's power delivery is rated for. */
  chipsetTdp: watts,
  chipsetSize: z.enum(BOARD_SIZES),
  chipsetPrice: rupees,
  chipsetRamSlots: z.number().int().min(1),
  /** At least one: the primary drive is always M.2. */
  chipsetM2Slots: z.number().int().min(1),
  chipsetSataPorts: count,
  features,
  connectivity: z.object({
    usb20: count,
    usb30: count,
    usb32a: count,
    usb32c: count,
    /** Front-panel USB Type-C headers: the cabinet's Type-C port works only when above 0. */
    tch: count,
    wifi: name,
    bt: name,
    lan: name,
    audio: name,
  }),
  displayout: displayOutputs,
  warranty,
  facts,
  photos: photosField,
});

export const ramSchema = z.object({
  idram: id,
  ramName: name,
  /** Total size of the kit in GB. */
  ramSize: z.number().int().positive(),
  ramRGB: z.enum(['Y', 'N']),
  ramType: z.enum(RAM_TYPES),
  /** Modules in the kit. */
  ramCount: z.number().int().min(1),
  ramPrice: rupees,
  features,
  warranty,
  facts,
  photos: photosField,
});

export const gpuSchema = z.object({
  idgpu: id,
  gpubrand: name.refine((brand) => brand !== IN_BUILT, `"${IN_BUILT}" is not a card maker`),
  gpumodel: name,
  /** Card length in mm. */
  length: millimetres,
  price: rupees,
  maxtdp: watts,
  features,
  benchmarks: z.object({ timespy: score, heaven: score }),
  displayout: displayOutputs,
  warranty,
  facts,
  photos: photosField,
});

export const coolerSchema = z.object({
  idcooler: id,
  coolername: name,
  coolertype: z.enum(COOLER_TYPES),
  /** Height in mm for box and air coolers; radiator length in mm for liquid coolers. */
  coolersize: millimetres,
  maxtdp: watts,
  price: rupees,
  features,
  warranty,
  facts,
  photos: photosField,
});

export const storageSchema = z.object({
  idstorage: id,
  storagename: name,
  storagetype: z.enum(STORAGE_TYPES),
  price: rupees,
  features,
  warranty,
  facts,
  photos: photosField,
});

/** How a power supply's cables come: fixed, some detachable, or all detachable. */
export const PSU_CABLES = ['Non-modular', 'Semi-modular', 'Fully modular'] as const;

export const psuSchema = z.object({
  idpsu: id,
  psuname: name,
  /** Rated output in watts. */
  tdp: watts,
  /** Absent for a supply entered before it was asked. */
  cables: z.enum(PSU_CABLES).optional(),
  price: rupees,
  features,
  warranty,
  facts,
  photos: photosField,
});

export const cabinetSchema = z.object({
  idcabinet: id,
  cabinetbrand: name,
  cabinetmodel: name,
  /** Board sizes the cabinet accepts. */
  cabinetchipset: z.array(z.enum(BOARD_SIZES)).min(1),
  /** Longest graphics card it takes, in mm. */
  cabinetvga: millimetres,
  cabinetcooler: z.object({
    /** Tallest air (or box) cooler it takes, in mm. */
    maxAirHeight: millimetres,
    /** Longest radiator it takes, in mm; 0 when it takes none. */
    maxRadiator: millimetres,
  }),
  price: rupees,
  features,
  connectivity: z.object({ usb20: count, usb30: count, usb32a: count, usb32c: count }),
  expansion: z.object({ sata25: count, sata35: count }),
  warranty,
  facts,
  /** Body colour of the drawn picture, #rrggbb. */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  photos: photosField,
});

export type Processor = z.infer<typeof processorSchema>;
export type Chipset = z.infer<typeof chipsetSchema>;
export type Ram = z.infer<typeof ramSchema>;
export type Gpu = z.infer<typeof gpuSchema>;
export type Cooler = z.infer<typeof coolerSchema>;
export type Storage = z.infer<typeof storageSchema>;
export type Psu = z.infer<typeof psuSchema>;
export type Cabinet = z.infer<typeof cabinetSchema>;
