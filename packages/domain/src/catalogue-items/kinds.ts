import type { z } from 'zod';
import { type Accessory, accessorySchema } from '../accessories/accessory-schema';
import type { Catalogue } from '../configurator/catalogue';
import {
  cabinetSchema,
  chipsetSchema,
  coolerSchema,
  gpuSchema,
  processorSchema,
  psuSchema,
  ramSchema,
  storageSchema,
} from '../configurator/catalogue-schema';
import { type PrebuiltDefinition, prebuiltDefinitionSchema } from '../prebuilts/prebuilt-schema';

/**
 * Everything the shop sells, by kind, in the order the console lists them: the eight part kinds,
 * add-ons, pre-builts (docs/decisions/090-one-document-per-catalogue-item.md).
 */
export const CATALOGUE_ITEM_KINDS = [
  'processor',
  'chipset',
  'ram',
  'gpu',
  'cooler',
  'storage',
  'psu',
  'cabinet',
  'accessory',
  'prebuilt',
] as const;
export type CatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number];

export const PART_ITEM_KINDS = [
  'processor',
  'chipset',
  'ram',
  'gpu',
  'cooler',
  'storage',
  'psu',
  'cabinet',
] as const satisfies readonly CatalogueItemKind[];
export type PartItemKind = (typeof PART_ITEM_KINDS)[number];

/** A part kind's table in the Catalogue (the API's and the data files' name). */
export const PART_TABLES = {
  processor: 'processors',
  chipset: 'chipsets',
  ram: 'rams',
  gpu: 'gpus',
  cooler: 'coolers',
  storage: 'storages',
  psu: 'psus',
  cabinet: 'cabinets',
} as const satisfies Record<PartItemKind, keyof Catalogue>;

export type CatalogueItemOf<Kind extends CatalogueItemKind> = Kind extends PartItemKind
  ? Catalogue[(typeof PART_TABLES)[Kind]][number]
  : Kind extends 'accessory'
    ? Accessory
    : PrebuiltDefinition;

/**
 * What the shop knows of a kind besides its schema: which field is its id, which its price in
 * whole rupees (null for a pre-built, priced by its parts) and how staff read its name. The
 * database keeps the id and the price in columns and the rest as the schema's document.
 */
export type CatalogueKindShape<Kind extends CatalogueItemKind> = {
  readonly schema: z.ZodType<CatalogueItemOf<Kind>>;
  readonly idField: string;
  readonly priceField: string | null;
  nameOf(item: CatalogueItemOf<Kind>): string;
};

export const CATALOGUE_KIND_SHAPES: {
  readonly [Kind in CatalogueItemKind]: CatalogueKindShape<Kind>;
} = {
  processor: {
    schema: processorSchema,
    idField: 'idcomp',
    priceField: 'price',
    nameOf: (part) => part.title,
  },
  chipset: {
    schema: chipsetSchema,
    idField: 'idchipset',
    priceField: 'chipsetPrice',
    nameOf: (part) => part.chipsetName,
  },
  ram: { schema: ramSchema, idField: 'idram', priceField: 'ramPrice', nameOf: (p) => p.ramName },
  gpu: {
    schema: gpuSchema,
    idField: 'idgpu',
    priceField: 'price',
    nameOf: (part) => `${part.gpubrand} ${part.gpumodel}`,
  },
  cooler: {
    schema: coolerSchema,
    idField: 'idcooler',
    priceField: 'price',
    nameOf: (part) => part.coolername,
  },
  storage: {
    schema: storageSchema,
    idField: 'idstorage',
    priceField: 'price',
    nameOf: (part) => part.storagename,
  },
  psu: { schema: psuSchema, idField: 'idpsu', priceField: 'price', nameOf: (part) => part.psuname },
  cabinet: {
    schema: cabinetSchema,
    idField: 'idcabinet',
    priceField: 'price',
    nameOf: (part) => `${part.cabinetbrand} ${part.cabinetmodel}`,
  },
  accessory: {
    schema: accessorySchema,
    idField: 'id',
    priceField: 'price',
    nameOf: (item) => item.itemShort,
  },
  prebuilt: {
    schema: prebuiltDefinitionSchema,
    idField: 'id',
    priceField: null,
    nameOf: (machine) => machine.name,
  },
};

export const isPartKind = (kind: CatalogueItemKind): kind is PartItemKind => kind in PART_TABLES;

/** An item's id as its kind names it. */
export function idOfItem(kind: CatalogueItemKind, item: object): string {
  return String((item as Record<string, unknown>)[CATALOGUE_KIND_SHAPES[kind].idField]);
}

/** An item's price in whole rupees, or null for a pre-built. */
export function rupeesOfItem(kind: CatalogueItemKind, item: object): number | null {
  const field = CATALOGUE_KIND_SHAPES[kind].priceField;
  return field === null ? null : Number((item as Record<string, unknown>)[field]);
}

/**
 * The item without the fields the database keeps in columns (its id and price): what the
 * catalogue_items document holds.
 */
export function documentOfItem(kind: CatalogueItemKind, item: object): Record<string, unknown> {
  const { idField, priceField } = CATALOGUE_KIND_SHAPES[kind];
  const document: Record<string, unknown> = { ...item };
  delete document[idField];
  if (priceField !== null) delete document[priceField];
  return document;
}

/** The item again from its document and columns; check it with the kind's schema before use. */
export function itemFromDocument(
  kind: CatalogueItemKind,
  columns: { id: string; pricePaise: number | null },
  document: unknown,
): unknown {
  const { idField, priceField } = CATALOGUE_KIND_SHAPES[kind];
  const item: Record<string, unknown> = { ...(document as object), [idField]: columns.id };
  // A price in part-rupees fails the schema's whole-rupee check rather than being rounded.
  if (priceField !== null && columns.pricePaise !== null)
    item[priceField] = columns.pricePaise / 100;
  return item;
}

/** A stored item as read back, not yet trusted: checked with its kind's schema before use. */
export type StoredCatalogueItem = {
  kind: CatalogueItemKind;
  id: string;
  item: unknown;
  inStock: boolean;
};
/** Published items of some kinds, with the catalogue_items_version they were read at. */
export type StoredCatalogueItems = { version: number; items: StoredCatalogueItem[] };

/** The Catalogue's tables in its own order (rams before chipsets), the order of its answer. */
export const CATALOGUE_TABLES = [
  'processors',
  'rams',
  'chipsets',
  'gpus',
  'coolers',
  'storages',
  'psus',
  'cabinets',
] as const satisfies readonly (keyof Catalogue)[];
