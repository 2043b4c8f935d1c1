import type { EmiPlan } from '@shop/domain';
import { useClientConfig } from './use-client-config';

/**
 * The tenures, bank rates and no-cost offers the shop estimates EMI with. They come with the client
 * configuration every page loads before its first call, so a price screen (checkout among them)
 * asks the server nothing for them; GET /api/emiPlans answers the same for other clients.
 */
export function useEmiPlans(): readonly EmiPlan[] | undefined {
  return useClientConfig()?.emiPlans;
}
