import type { ClientConfig } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { loadOnFirstUse } from './load-on-first-use';
import { useHydrated } from './use-hydrated';

// The API client loads with the first call, not at start-up.
const apiClient = loadOnFirstUse(() => import('./api-client'));

/**
 * The support phone, WhatsApp number and whether Google sign-in is offered, shown on many screens;
 * undefined until (or unless) loaded. Never in a prerendered page's HTML, so undefined too while such
 * a page hydrates, however early they arrive: a part that hydrates in a turn of its own hydrates
 * after they may have (docs/decisions/074-preact-renders-the-react-code.md).
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
