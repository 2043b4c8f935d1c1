import { type CatalogueIndex, indexCatalogue } from '../configurator/catalogue-index';
import { IN_BUILT } from '../configurator/catalogue-schema';
import { optionsFor } from '../configurator/options';
import {
  SELECTION_FIELDS,
  type Selection,
  type SelectionField,
  selectField,
} from '../configurator/sections';
import type { Paise } from '../money';
import type { StockedCatalogue } from '../pricing/quote-selection';
import { gameBuildPrice } from './game-build';

/** The "Your PC" prices of the cheapest and the dearest build the catalogue offers. */
export type BuildPriceSpan = { readonly cheapest: Paise; readonly dearest: Paise };

type PartPrice = (index: CatalogueIndex, id: string) => number | undefined;

/** Where a part field's price is looked up; the other fields choose a kind, not a part. */
const PART_PRICES: Partial<Record<SelectionField, PartPrice>> = {
  processor: (index, id) => index.processors.get(id)?.price,
  chipset: (index, id) => index.chipsets.get(id)?.chipsetPrice,
  ramSize: (index, id) => index.rams.get(id)?.ramPrice,
  gpuModel: (index, id) => (id === IN_BUILT ? 0 : index.gpus.get(id)?.price),
  cooler: (index, id) => index.coolers.get(id)?.price,
  primaryStorage: (index, id) => index.storages.get(id)?.price,
  secondaryStorage: (index, id) => index.storages.get(id)?.price ?? 0,
  psu: (index, id) => index.psus.get(id)?.price,
  cabinetModel: (index, id) => index.cabinets.get(id)?.price,
};

/**
 * The cheapest or dearest build, as the configurator offers it: every value of each field that
 * chooses a kind (platform, GPU type, series, RAM type, ...) is tried, and at each field that
 * chooses a part, its cheapest (or dearest) offered part. Each priced build is one a player can
 * make, so the answer is always reachable; it may sit a little inside the true extreme where a
 * cheaper part forces a dearer one later (docs/decisions/114-game-budgets-a-build-can-meet.md).
 */
function extremeBuildPrice(catalogue: StockedCatalogue, dearest: boolean): Paise | null {
  const index = indexCatalogue(catalogue.all);
  const better = (a: number, b: number) => (dearest ? a > b : a < b);
  let found: Paise | null = null;
  const extremeOption = <Option extends { value: string }>(
    options: readonly Option[],
    priceOf: (value: string) => number,
  ): Option[] => {
    let kept: Option | undefined;
    for (const option of options) {
      if (!kept || better(priceOf(option.value), priceOf(kept.value))) kept = option;
    }
    return kept ? [kept] : [];
  };
  const walk = (selection: Selection, at: number): void => {
    const field = SELECTION_FIELDS[at];
    if (!field) {
      const priced = gameBuildPrice(catalogue, selection);
      if ('price' in priced && (found === null || better(priced.price, found))) {
        found = priced.price;
      }
      return;
    }
    const options = optionsFor(catalogue.all, selection, field);
    const priceOf = PART_PRICES[field];
    const tried = priceOf ? extremeOption(options, (value) => priceOf(index, value) ?? 0) : options;
    for (const option of tried) walk(selectField(selection, field, option.value), at + 1);
  };
  walk({}, 0);
  return found;
}

const spans = new WeakMap<StockedCatalogue, BuildPriceSpan | null>();

/** The span of build prices the catalogue allows, worked out once per catalogue version. */
export function buildPriceSpan(catalogue: StockedCatalogue): BuildPriceSpan | null {
  if (spans.has(catalogue)) return spans.get(catalogue) ?? null;
  const cheapest = extremeBuildPrice(catalogue, false);
  const dearest = extremeBuildPrice(catalogue, true);
  const span = cheapest === null || dearest === null ? null : { cheapest, dearest };
  spans.set(catalogue, span);
  return span;
}
