import {
  type ConsentAnswer,
  type ConsentSource,
  MARKETING_CONSENT_WORDING,
  marketingConsentEndpoint,
  setMarketingConsentEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const CONSENT_KEY = ['marketingConsent'] as const;

/** POST /api/marketingConsent: where the customer's offers consent stands (docs/api/data-rights.md#consent). */
export function useMarketingConsent(enabled = true) {
  return useQuery({
    queryKey: CONSENT_KEY,
    queryFn: () => callApi(marketingConsentEndpoint),
    enabled,
  });
}

/** POST /api/setMarketingConsent, on the words this app shows; the answer replaces the cached one. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ granted, source }: { granted: boolean; source: ConsentSource }) =>
      callApi(setMarketingConsentEndpoint, {
        granted,
        wordingId: MARKETING_CONSENT_WORDING.id,
        source,
      }),
    onSuccess: (answer: ConsentAnswer) => queryClient.setQueryData(CONSENT_KEY, answer),
  });
}
