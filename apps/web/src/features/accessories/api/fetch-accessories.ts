import { type AccessoryOffer, fetchAccessoriesAnswerSchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/fetchAccessories (SPEC §7): every add-on with today's price and stock. */
export async function fetchAccessories(): Promise<AccessoryOffer[]> {
  const answer = await apiPost<unknown>('/api/fetchAccessories');
  return fetchAccessoriesAnswerSchema.parse(answer).accessories;
}

export function useFetchAccessories() {
  return useQuery({ queryKey: ['fetchAccessories'], queryFn: fetchAccessories });
}
