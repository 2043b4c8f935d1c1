import type { ClientConfig } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { loadOnFirstUse } from './load-on-first-use';

// The API client loads with the first call, not at start-up.
const apiClient = loadOnFirstUse(() => import('./api-client'));

/**
 * The support phone, WhatsApp number and whether Google sign-in is offered, shown on many screens;
 * undefined until (or unless) loaded.
 */
export function useClientConfig(): ClientConfig | undefined {
  const { data } = useQuery({
    queryKey: ['client-config'],
    queryFn: () => apiClient.use(({ loadClientConfig }) => loadClientConfig()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data;
}
