import {
  buildPcObject,
  type Catalogue,
  isSelectionComplete,
  type PcBuild,
  type Selection,
  type SelectionField,
  sectionGuardMessage,
  sectionToOpenAfter,
  selectField,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BuildPrice, usePriceBuild } from '../api/price-build';
import { CABINET_SECTION, compatibleCabinets, withoutCabinet } from '../compatible-cabinets';

export type PriceState =
  | { status: 'none' }
  /** keepSummary: a cabinet step is being priced, so the summary stays while the price is 0. */
  | { status: 'pricing'; keepSummary: boolean }
  | { status: 'priced'; price: BuildPrice };

export type SectionGuard = { sectionIndex: number; message: string };

export type CabinetPosition = { index: number; count: number };

/**
 * The build flow of SPEC §4: choices clear every later field and open the next section, the
 * accordion guard, pricing by the server once the cabinet model is chosen, and the summary's
 * previous/next cabinet loop.
 */
export function useBuildFlow(catalogue: Catalogue | undefined) {
  const [selection, setSelection] = useState<Selection>({});
  const [openSection, setOpenSection] = useState<number | null>(0);
  const [guard, setGuard] = useState<SectionGuard | null>(null);
  const [price, setPrice] = useState<PriceState>({ status: 'none' });
  const { mutateAsync: priceBuild } = usePriceBuild();

  // Each change of the build bumps the request number, so an answer or a timer for an older
  // build is dropped instead of pricing what the visitor no longer sees.
  const requestRef = useRef(0);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelPricing = useCallback(() => {
    requestRef.current += 1;
    clearTimeout(timerRef.current);
  }, []);
  useEffect(() => cancelPricing, [cancelPricing]);

  const requestPrice = useCallback(
    async (next: Selection, keepSummary: boolean) => {
      const request = requestRef.current;
      setPrice({ status: 'pricing', keepSummary });
      try {
        const answer = await priceBuild(next);
        if (request === requestRef.current) setPrice({ status: 'priced', price: answer });
      } catch (error) {
        console.error('Could not price the build', error);
        if (request === requestRef.current) setPrice({ status: 'none' });
      }
    },
    [priceBuild],
  );

  const choose = (field: SelectionField, value: string) => {
    cancelPricing();
    const next = selectField(selection, field, value);
    setSelection(next);
    setGuard(null);
    setPrice({ status: 'none' });
    setOpenSection(sectionToOpenAfter(field));
    if (field === 'cabinetModel' && isSelectionComplete(next)) void requestPrice(next, false);
  };

  /** null closes the open section; opening one whose prerequisites are empty shows the guard. */
  const toggleSection = (sectionIndex: number | null) => {
    if (sectionIndex === null) {
      setOpenSection(null);
      return;
    }
    const message = sectionGuardMessage(selection, sectionIndex);
    setGuard(message ? { sectionIndex, message } : null);
    if (!message) setOpenSection(sectionIndex);
  };

  const dismissGuard = () => setGuard(null);

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
    cancelPricing();
    const target = cabinetIndex < 0 ? undefined : cabinets[cabinetIndex + direction];
    if (!target) {
      setSelection(withoutCabinet(selection));
      setPrice({ status: 'none' });
      setOpenSection(CABINET_SECTION);
      return;
    }
    const next = selectField(
      selectField(selection, 'cabinetBrand', target.brand),
      'cabinetModel',
      target.id,
    );
    setSelection(next);
    setPrice({ status: 'pricing', keepSummary: true });
    const request = requestRef.current;
    timerRef.current = setTimeout(() => {
      if (request === requestRef.current) void requestPrice(next, true);
    }, UI_TIMINGS_MS.cabinetCycleDelay);
  };

  const build: PcBuild | null = useMemo(
    () => (catalogue ? buildPcObject(catalogue, selection) : null),
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
    showSummary,
    cabinetPosition,
    choose,
    toggleSection,
    dismissGuard,
    stepCabinet,
  };
}

export type BuildFlow = ReturnType<typeof useBuildFlow>;
