import {
  buildUsingPart,
  CATALOGUE_ITEM_MESSAGES,
  CATALOGUE_KIND_SHAPES,
  CATALOGUE_TABLES,
  type Catalogue,
  checkPrebuiltRange,
  isPartKind,
  PART_TABLES,
  type PartItemKind,
  type PrebuiltDefinition,
  prebuiltDefinitionSchema,
  quoteSelection,
  type StockedCatalogue,
} from '@shop/domain';
import type { ItemRow } from './repository';

/**
 * What a staff change would mean for the shop, worked out with the configurator's own rules
 * (docs/api/staff-catalogue-items.md#checks). No SQL here: the routes pass every item as stored.
 */

/** The parts among `rows` that fit their schema, as a catalogue with their stock. */
/** The parts among the rows, each read with its kind's schema, with their stock. */
export function stockedOf(rows: readonly ItemRow[]): StockedCatalogue {
  const all = Object.fromEntries(CATALOGUE_TABLES.map((table) => [table, []])) as unknown as Record<
    keyof Catalogue,
    unknown[]
  >;
  const outOfStock = Object.fromEntries(
    CATALOGUE_TABLES.map((table) => [table, new Set<string>()]),
  ) as Record<keyof Catalogue, Set<string>>;
  for (const row of rows) {
    if (!isPartKind(row.kind)) continue;
    const parsed = CATALOGUE_KIND_SHAPES[row.kind].schema.safeParse(row.item);
    if (!parsed.success) continue;
    const table = PART_TABLES[row.kind];
    all[table].push(parsed.data);
    if (!row.inStock) outOfStock[table].add(row.id);
  }
  return { all: all as unknown as Catalogue, outOfStock };
}

const machineOf = (row: ItemRow): PrebuiltDefinition | undefined =>
  row.kind === 'prebuilt' ? prebuiltDefinitionSchema.safeParse(row.item).data : undefined;

/** Why a machine cannot be built from these parts (unknown part, broken rule, unfit use case). */
function buildProblems(catalogue: Catalogue, machine: PrebuiltDefinition): string[] {
  const check = checkPrebuiltRange(catalogue, [machine]);
  return check.ok ? [] : check.problems.map((problem) => problem.message);
}

/** The parts of a machine that are not published, by name. */
export function unpublishedParts(rows: readonly ItemRow[], machine: PrebuiltDefinition): string[] {
  const chosen = new Set(Object.values(machine.selection));
  return rows
    .filter((row) => isPartKind(row.kind) && !row.active && chosen.has(row.id))
    .map((row) => CATALOGUE_KIND_SHAPES[row.kind].nameOf(row.item as never));
}

export type PrebuiltReview = {
  /** Non-empty: it cannot be saved. */
  problems: string[];
  warnings: string[];
  quote: { price: number; tier: string | null };
};

/** A pre-built as staff compose it, against every part the shop holds, published or not. */
export function reviewPrebuilt(
  rows: readonly ItemRow[],
  machine: PrebuiltDefinition,
): PrebuiltReview {
  const stocked = stockedOf(rows);
  const quote = quoteSelection(stocked, machine.selection);
  const unpublished = unpublishedParts(rows, machine);
  const outOfStock = quote.problems.filter((problem) => problem.endsWith(' is out of stock'));
  return {
    problems: buildProblems(stocked.all, machine),
    warnings: [
      ...(unpublished.length > 0 ? [`Not yet on sale: ${unpublished.join(', ')}.`] : []),
      ...outOfStock.map((problem) => `${problem}: the pre-built shows as out of stock.`),
    ],
    quote: { price: quote.sellingPrice / 100, tier: quote.tier },
  };
}

/**
 * The published pre-builts a change of parts would leave impossible: each is built from the
 * published parts before and after it, and named when it builds before but not after.
 */
export function brokenPrebuilts(before: readonly ItemRow[], after: readonly ItemRow[]): string[] {
  const published = (rows: readonly ItemRow[]) => stockedOf(rows.filter((row) => row.active)).all;
  const catalogueBefore = published(before);
  const catalogueAfter = published(after);
  return after.flatMap((row) => {
    const machine = row.active ? machineOf(row) : undefined;
    if (!machine || buildProblems(catalogueBefore, machine).length > 0) return [];
    const problems = buildProblems(catalogueAfter, machine);
    return problems.length > 0
      ? [`The pre-built ${machine.name} could no longer be built: ${problems[0]}`]
      : [];
  });
}

/**
 * A part no complete, compatible build can use among the parts on sale (itself counted as on
 * sale), named so staff see it before it goes live; a search past its budget names nothing.
 */
export function unusablePart(rows: readonly ItemRow[], kind: PartItemKind, item: object): string[] {
  const id = String((item as Record<string, unknown>)[CATALOGUE_KIND_SHAPES[kind].idField]);
  const onSale = rows.filter((row) => row.active && !(row.kind === kind && row.id === id));
  const catalogue = stockedOf([
    ...onSale,
    {
      kind,
      id,
      item,
      active: true,
      inStock: true,
      position: 0,
      pricePaise: null,
      stockQty: null,
      revision: 0,
    },
  ]).all;
  if (buildUsingPart(catalogue, PART_TABLES[kind], id) !== null) return [];
  return [CATALOGUE_ITEM_MESSAGES.unusablePart(CATALOGUE_KIND_SHAPES[kind].nameOf(item as never))];
}
