import {
  type BuildPrice,
  buildItemShort,
  buildPcObject,
  type Catalogue,
  isSelectionComplete,
  type PcBuild,
  type Selection,
  type SelectionField,
  selectField,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSectionFlow } from '../../../components/build-accordion/use-section-flow';
import { type PriceBuild, usePriceBuild } from '../api/price-build';
import { CABINET_SECTION, compatibleCabinets, withoutCabinet } from '../compatible-cabinets';

export type PriceState =
  | { status: 'none' }
  /** keepSummary: a cabinet step is being priced, so the summary stays while the price is 0. */
  | { status: 'pricing'; keepSummary: boolean }
  | { status: 'priced'; price: BuildPrice };

/** The selection being priced; `asked` once the server is asked (a cabinet step waits first). */
type Pricing = { selection: Selection; keepSummary: boolean; asked: boolean };

export type CabinetPosition = { index: number; count: number };

/**
 * The build flow (docs/api/configurator.md#build-flow): choices clear every later field and open
 * the next section, the accordion guard, pricing by the server once the cabinet model is chosen,
 * and the summary's previous/next cabinet loop.
 */
export function useBuildFlow(
  catalogue: Catalogue | undefined,
  /** How a selection is priced: the server, unless a test answers in its place. */
  askPrice?: PriceBuild,
) {
  const sections = useSectionFlow();
  const { selection, openSection, guard, toggleSection, dismissGuard } = sections;
  const [pricing, setPricing] = useState<Pricing | null>(null);
  const priced = usePriceBuild(pricing?.asked ? pricing.selection : null, askPrice);
  useEffect(() => {
    if (priced.error) console.error('Could not price the build', priced.error);
  }, [priced.error]);

  // A cabinet step is priced only once the visitor stops stepping.
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopPricing = () => {
    clearTimeout(timerRef.current);
    setPricing(null);
  };
  useEffect(() => () => clearTimeout(timerRef.current), []);

  const choose = (field: SelectionField, value: string) => {
    stopPricing();
    const next = sections.choose(field, value);
    if (field === 'cabinetModel' && isSelectionComplete(next)) {
      setPricing({ selection: next, keepSummary: false, asked: true });
    }
  };

  const cabinets = useMemo(
    () =>
      catalogue && isSelectionComplete(selection) ? compatibleCabinets(catalogue, selection) : [],
    [catalogue, selection],
  );
  const cabinetIndex = cabinets.findIndex((cabinet) => cabinet.id === selection.cabinetModel);
  const cabinetPosition: CabinetPosition | null =
    cabinetIndex < 0 ? null : { index: cabinetIndex, count: cabinets.length };

  /** One cabinet along the compatible list; past either end the cabinet is cleared. */
  const stepCabinet = (direction: 1 | -1) => {
    stopPricing();
    const target = cabinetIndex < 0 ? undefined : cabinets[cabinetIndex + direction];
    if (!target) {
      sections.setSelection(withoutCabinet(selection));
      sections.setOpenSection(CABINET_SECTION);
      return;
    }
    const next = selectField(
      selectField(selection, 'cabinetBrand', target.brand),
      'cabinetModel',
      target.id,
    );
    sections.setSelection(next);
    setPricing({ selection: next, keepSummary: true, asked: false });
    timerRef.current = setTimeout(
      () => setPricing({ selection: next, keepSummary: true, asked: true }),
      UI_TIMINGS_MS.cabinetCycleDelay,
    );
  };

  const price = priceState(pricing, priced);
  const build: PcBuild | null = useMemo(
    () => (catalogue ? buildPcObject(catalogue, selection) : null),
    [catalogue, selection],
  );
  const itemShort = useMemo(
    () => (catalogue ? buildItemShort(catalogue, selection) : null),
    [catalogue, selection],
  );
  const showSummary =
    build !== null &&
    (price.status === 'priced'
      ? price.price.sellingPricePaise > 0
      : price.status === 'pricing' && price.keepSummary);

  return {
    selection,
    openSection,
    guard,
    price,
    build,
    itemShort,
    showSummary,
    cabinetPosition,
    choose,
    toggleSection,
    dismissGuard,
    stepCabinet,
  };
}

export type BuildFlow = ReturnType<typeof useBuildFlow>;

function priceState(
  pricing: Pricing | null,
  priced: { data?: BuildPrice | undefined; isError: boolean },
): PriceState {
  if (!pricing || (pricing.asked && priced.isError)) return { status: 'none' };
  if (!pricing.asked || !priced.data)
    return { status: 'pricing', keepSummary: pricing.keepSummary };
  return { status: 'priced', price: priced.data };
}
