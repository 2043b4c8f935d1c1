import type { StockFlag } from '../accessories/accessory-schema';
import { buildItemShort, buildPcObject } from '../configurator/build-object';
import type { Catalogue } from '../configurator/catalogue';
import { indexCatalogue } from '../configurator/catalogue-index';
import type { PcBuild } from '../configurator/pc-build-schema';
import { completeSelectionProblems } from '../configurator/problems';
import type { Selection, SelectionField } from '../configurator/sections';
import type { Paise } from '../money';
import type { PcTierName } from './price-formulas';
import { priceSelection } from './price-selection';

export type PartTable = keyof Catalogue;

/**
 * The catalogue as a seller sees it: every part the shop knows, in stock or not (what builds are
 * checked and priced with), and the ids of those it has marked out of stock, per table.
 */
export type StockedCatalogue = {
  readonly all: Catalogue;
  readonly outOfStock: { readonly [Table in PartTable]?: ReadonlySet<string> };
};

/** A catalogue with every part in stock. */
export function allInStock(catalogue: Catalogue): StockedCatalogue {
  return { all: catalogue, outOfStock: {} };
}

/** Everything a seller needs to know about a selection of part ids, from the catalogue alone. */
export type SelectionQuote = {
  /** True when the build can be sold as it is: every part chosen, known, compatible, in stock. */
  complete: boolean;
  /** True when it is a build at all (complete, known, compatible), in stock or not. */
  buildable: boolean;
  /**
   * Why it cannot be sold today, first problem first: missing or unknown parts, broken rules
   * (docs/api/configurator.md#compatibility-rules), then "<part> is out of stock". Empty when it
   * can. While it is not buildable, the first problem says why.
   */
  problems: string[];
  /** Paise; zeros until every field names a known part (a part out of stock is priced too). */
  struckPrice: Paise;
  sellingPrice: Paise;
  saving: Paise;
  /** From the selling price; null while unpriced. */
  tier: PcTierName | null;
  /** The PC build object, priced in rupees; null until every field names a known part. */
  build: PcBuild | null;
  /** The one-line name of the build; null until every field names a known part. */
  itemShort: string | null;
  /** 'N' when a chosen part is out of stock. */
  stock: StockFlag;
  /** "Custom PC (<tier>)"; null while unpriced. */
  title: string | null;
};

/**
 * The one quote of a custom PC: the configurator's price, a shared build, a cart line. Every
 * figure and name comes from the catalogue and the selection's ids, never from a browser.
 */
export function quoteSelection(stocked: StockedCatalogue, selection: Selection): SelectionQuote {
  const buildProblems = completeSelectionProblems(stocked.all, selection);
  const outOfStock = outOfStockParts(stocked, selection);
  const problems = [...buildProblems, ...outOfStock.map((name) => `${name} is out of stock`)];
  const price = priceSelection(stocked.all, selection);
  return {
    complete: problems.length === 0,
    buildable: buildProblems.length === 0,
    problems,
    struckPrice: price.struckPrice,
    sellingPrice: price.sellingPrice,
    saving: price.saving,
    tier: price.tier,
    build: buildPcObject(stocked.all, selection),
    itemShort: buildItemShort(stocked.all, selection),
    stock: outOfStock.length === 0 ? 'Y' : 'N',
    title: price.tier === null ? null : `Custom PC (${price.tier})`,
  };
}

/** The selection fields that hold a part id, in the order problems are told, with their table. */
const PART_FIELDS: readonly (readonly [SelectionField, PartTable])[] = [
  ['processor', 'processors'],
  ['chipset', 'chipsets'],
  ['ramSize', 'rams'],
  ['gpuModel', 'gpus'],
  ['cooler', 'coolers'],
  ['primaryStorage', 'storages'],
  ['secondaryStorage', 'storages'],
  ['psu', 'psus'],
  ['cabinetModel', 'cabinets'],
];

/** What a visitor reads for a part (its catalogue name). */
const PART_NAMES: { [Table in PartTable]: (part: Catalogue[Table][number]) => string } = {
  processors: (part) => part.title,
  chipsets: (part) => part.chipsetName,
  rams: (part) => part.ramName,
  gpus: (part) => part.gpumodel,
  coolers: (part) => part.coolername,
  storages: (part) => part.storagename,
  psus: (part) => part.psuname,
  cabinets: (part) => `${part.cabinetbrand} ${part.cabinetmodel}`,
};

/** Names of the chosen parts that the shop knows but has marked out of stock, field by field. */
function outOfStockParts(stocked: StockedCatalogue, selection: Selection): string[] {
  const index = indexCatalogue(stocked.all);
  return PART_FIELDS.flatMap(([field, table]) => {
    const id = selection[field];
    if (id === undefined || !stocked.outOfStock[table]?.has(id)) return [];
    const part = index[table].get(id);
    const name = PART_NAMES[table] as (row: NonNullable<typeof part>) => string;
    return part ? [name(part)] : [];
  });
}
