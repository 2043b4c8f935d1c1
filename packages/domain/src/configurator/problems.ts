import type { Catalogue } from './catalogue';
import { type CatalogueIndex, indexCatalogue, resolveParts } from './catalogue-index';
import { GPU_TYPES, IN_BUILT, RAM_TYPES } from './catalogue-schema';
import { RULE_CHECKS } from './rule-checks';
import { FIELD_LABELS, SELECTION_FIELDS, type Selection, type SelectionField } from './sections';

type KnownValues = (catalogue: Catalogue, index: CatalogueIndex) => ReadonlySet<string>;

/** What each field may hold at all, before any rule is applied. */
const KNOWN_VALUES: Readonly<Record<SelectionField, KnownValues>> = {
  platform: (catalogue) => new Set(catalogue.processors.map((p) => p.platform)),
  gpuType: () => new Set(GPU_TYPES),
  generation: (catalogue) => new Set(catalogue.processors.map((p) => p.series)),
  processor: (_, index) => new Set(index.processors.keys()),
  ramType: () => new Set(RAM_TYPES),
  chipset: (_, index) => new Set(index.chipsets.keys()),
  ramRGB: () => new Set(['Y', 'N']),
  ramSize: (_, index) => new Set(index.rams.keys()),
  gpuBrand: (_, index) => new Set([IN_BUILT, ...index.gpuBrands]),
  gpuModel: (_, index) => new Set([IN_BUILT, ...index.gpus.keys()]),
  cooler: (_, index) => new Set(index.coolers.keys()),
  primaryStorage: (_, index) => new Set(index.storages.keys()),
  secondaryStorage: (_, index) => new Set(index.storages.keys()),
  psu: (_, index) => new Set(index.psus.keys()),
  cabinetBrand: (catalogue) => new Set(catalogue.cabinets.map((c) => c.cabinetbrand)),
  cabinetModel: (_, index) => new Set(index.cabinets.keys()),
};

const knownValuesCache = new WeakMap<Catalogue, Record<SelectionField, ReadonlySet<string>>>();

function knownValuesOf(catalogue: Catalogue): Record<SelectionField, ReadonlySet<string>> {
  let known = knownValuesCache.get(catalogue);
  if (!known) {
    const index = indexCatalogue(catalogue);
    known = Object.fromEntries(
      SELECTION_FIELDS.map((field) => [field, KNOWN_VALUES[field](catalogue, index)]),
    ) as Record<SelectionField, ReadonlySet<string>>;
    knownValuesCache.set(catalogue, known);
  }
  return known;
}

/**
 * Every rule the chosen fields break, and every value the catalogue does not know. Fields not
 * chosen yet are not reported, so this also answers for a selection in progress.
 */
export function partialSelectionProblems(catalogue: Catalogue, selection: Selection): string[] {
  const known = knownValuesOf(catalogue);
  const problems: string[] = [];
  for (const field of SELECTION_FIELDS) {
    const value = selection[field];
    if (value === undefined || value === '') continue;
    if (!known[field].has(value)) {
      problems.push(`Unknown ${FIELD_LABELS[field]} "${value}"`);
    }
  }
  const parts = resolveParts(catalogue, selection);
  for (const check of RULE_CHECKS) {
    const problem = check(selection, parts);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * Why a build sent as finished cannot be sold: missing fields, unknown values and every broken
 * compatibility rule. Empty when the build is complete and compatible.
 */
export function completeSelectionProblems(catalogue: Catalogue, selection: Selection): string[] {
  const missing = SELECTION_FIELDS.filter((field) => !selection[field]).map(
    (field) => `${FIELD_LABELS[field]} is not chosen`,
  );
  return [...missing, ...partialSelectionProblems(catalogue, selection)];
}
