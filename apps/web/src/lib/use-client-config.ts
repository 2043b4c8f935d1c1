import type { ClientConfig } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { loadOnFirstUse } from './load-on-first-use';
import { useHydrated } from './use-hydrated';

// The API client loads with the first call, not at start-up.
const apiClient = loadOnFirstUse(() => import('./api-client'));

/**
 * The support phone, WhatsApp number and whether Google sign-in is offered, shown on many screens;
 * undefined until (or unless) loaded. Never in a prerendered page's HTML, so undefined too while such
 * a page hydrates, however early they arrive: a part that React hydrates on its own may hydrate
 * after they have (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md).
 */
export function useClientConfig(): ClientConfig | undefined {
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: ['client-config'],
    queryFn: () => apiClient.use(({ loadClientConfig }) => loadClientConfig()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return hydrated ? data : undefined;
}
