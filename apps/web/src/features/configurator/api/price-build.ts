import { priceBuildEndpoint, type Selection } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The server's price of a selection. Rupee fields as the API has always given them, `...Paise`
 * fields for exact display. The summary always shows these figures, never a price computed in the
 * browser (docs/decisions/003-money-in-paise-prices-decided-by-the-server.md).
 */
export function priceBuild(selection: Selection) {
  return callApi(priceBuildEndpoint, { selection });
}

export type PriceBuild = typeof priceBuild;

/**
 * The price of one selection, asked once while it is shown (null asks nothing). Each selection is
 * its own query, so an answer for a build the visitor has left never prices the one they see.
 */
export function usePriceBuild(selection: Selection | null, ask: PriceBuild = priceBuild) {
  return useQuery({
    queryKey: ['priceBuild', selection],
    queryFn: () => ask(selection ?? {}),
    enabled: selection !== null,
    // Asked again each time the build is shown, with the spinner, never from an older answer.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
