import type { Selection } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * The server's price of a selection. Rupee fields as SPEC shows them, `...Paise` fields for
 * exact display. The summary always shows these figures, never a price computed in the browser
 * (DECISIONS D4).
 */
export type BuildPrice = {
  complete: boolean;
  /** Why the selection cannot be priced (an incompatible or unknown part); empty when fine. */
  problems: string[];
  struckPrice: number;
  sellingPrice: number;
  saving: number;
  struckPricePaise: number;
  sellingPricePaise: number;
  savingPaise: number;
  tier: string | null;
};

export function priceBuild(selection: Selection): Promise<BuildPrice> {
  return apiPost<BuildPrice>('/api/priceBuild', { selection });
}

export function usePriceBuild() {
  return useMutation({ mutationFn: priceBuild });
}
