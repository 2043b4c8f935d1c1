import { type EmiPlan, emiPlansEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** GET /api/emiPlans: the tenures, bank rates and no-cost offers the shop estimates EMI with. */
export function useEmiPlans(): readonly EmiPlan[] | undefined {
  const { data } = useQuery({
    queryKey: ['emiPlans'],
    queryFn: async () => (await callApi(emiPlansEndpoint)).plans,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data;
}
