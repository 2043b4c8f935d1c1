import {
  type PricedPrebuilt,
  prebuiltDefinitionSchema,
  pricePrebuilt,
  type StockedCatalogue,
  type StockedPrebuilt,
  type StoredCatalogueItems,
} from '@shop/domain';

/** The range priced from one catalogue snapshot, in file order. */
export type PricedRange = {
  readonly list: readonly PricedPrebuilt[];
  byId(id: string): PricedPrebuilt | undefined;
};

/** The range as of one catalogue_items_version: never mutated, replaced whole when it changes. */
export interface PrebuiltsSnapshot {
  readonly version: number;
  readonly machines: readonly StockedPrebuilt[];
  /** Priced once per catalogue snapshot (they are never mutated either). */
  pricedWith(catalogue: StockedCatalogue): PricedRange;
}

export type InvalidPrebuilt = { kind: 'prebuilt'; id: unknown; problem: string };

/**
 * Checks each stored row with the domain's schema. A row edited by hand into something the shop
 * cannot read is left out (reported), and so is a machine whose parts no longer make a build.
 */
export function createPrebuiltsSnapshot(
  stored: StoredCatalogueItems,
  onInvalid: (invalid: InvalidPrebuilt) => void,
): PrebuiltsSnapshot {
  const machines: StockedPrebuilt[] = [];
  for (const { id, item, inStock } of stored.items) {
    const parsed = prebuiltDefinitionSchema.safeParse(item);
    if (parsed.success) machines.push({ ...parsed.data, inStock });
    else onInvalid({ kind: 'prebuilt', id, problem: parsed.error.issues[0]?.message ?? 'invalid' });
  }
  const priced = new WeakMap<StockedCatalogue, PricedRange>();
  return {
    version: stored.version,
    machines,
    pricedWith(catalogue) {
      let range = priced.get(catalogue);
      if (!range) {
        range = priceRange(catalogue, machines, onInvalid);
        priced.set(catalogue, range);
      }
      return range;
    },
  };
}

function priceRange(
  catalogue: StockedCatalogue,
  machines: readonly StockedPrebuilt[],
  onInvalid: (invalid: InvalidPrebuilt) => void,
): PricedRange {
  const list = machines.flatMap((machine) => {
    const priced = pricePrebuilt(catalogue, machine);
    if (!priced)
      onInvalid({ kind: 'prebuilt', id: machine.id, problem: 'its parts no longer make a build' });
    return priced ? [priced] : [];
  });
  const byId = new Map(list.map((each) => [each.offer.id, each]));
  return { list, byId: (id) => byId.get(id) };
}
