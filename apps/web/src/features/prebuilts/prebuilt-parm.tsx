import {
  BUDGET_SLIDER,
  DEFAULT_USE_CASE,
  isUseCase,
  type PrebuiltOffer,
  type UseCase,
} from '@shop/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The finder's choices and results, kept while the visitor moves between /prebuilts and a
 * machine's page, and back to the defaults (gaming, ₹1,00,000, no results) once they leave the
 * /prebuilts paths (docs/api/prebuilts.md#finder-screen).
 */
export type PrebuiltParm = {
  useCase: UseCase | null;
  price: number;
  /** The last answer of Find My PC; null before the first search. */
  pcs: PrebuiltOffer[] | null;
  /** What that search asked for: the results keep saying so while the visitor moves the slider. */
  searched: { useCase: UseCase; price: number } | null;
};

type PrebuiltParmContext = PrebuiltParm & {
  setUseCase(useCase: UseCase | null): void;
  setPrice(price: number): void;
  setResults(pcs: PrebuiltOffer[], searched: { useCase: UseCase; price: number }): void;
};

const DEFAULTS: PrebuiltParm = {
  useCase: isUseCase(DEFAULT_USE_CASE) ? DEFAULT_USE_CASE : null,
  price: BUDGET_SLIDER.defaultRupees,
  pcs: null,
  searched: null,
};

const Context = createContext<PrebuiltParmContext | null>(null);

export function isPrebuiltsPath(pathname: string): boolean {
  return pathname === '/prebuilts' || pathname.startsWith('/prebuilts/');
}

export function PrebuiltParmProvider({ children }: { children: ReactNode }) {
  const [parm, setParm] = useState<PrebuiltParm>(DEFAULTS);
  const { pathname } = useLocation();
  const inPrebuilts = isPrebuiltsPath(pathname);
  useEffect(() => {
    if (!inPrebuilts) setParm(DEFAULTS);
  }, [inPrebuilts]);
  const value = useMemo<PrebuiltParmContext>(
    () => ({
      ...parm,
      setUseCase: (useCase) => setParm((current) => ({ ...current, useCase })),
      setPrice: (price) => setParm((current) => ({ ...current, price })),
      setResults: (pcs, searched) => setParm((current) => ({ ...current, pcs, searched })),
    }),
    [parm],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The finder's state; outside the provider (a screen rendered alone in a test), its own. */
export function usePrebuiltParm(): PrebuiltParmContext {
  const shared = useContext(Context);
  const [own, setOwn] = useState<PrebuiltParm>(DEFAULTS);
  if (shared) return shared;
  return {
    ...own,
    setUseCase: (useCase) => setOwn((current) => ({ ...current, useCase })),
    setPrice: (price) => setOwn((current) => ({ ...current, price })),
    setResults: (pcs, searched) => setOwn((current) => ({ ...current, pcs, searched })),
  };
}
