import type { Catalogue } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** The in-stock parts of every table, in the domain's Catalogue shape (SPEC §7 fetchAllComponents). */
export function fetchAllComponents(): Promise<Catalogue> {
  return apiPost<Catalogue>('/api/fetchAllComponents');
}

export function useFetchAllComponents() {
  return useQuery({
    queryKey: ['fetchAllComponents'],
    queryFn: fetchAllComponents,
    // The catalogue changes with stock, not while someone builds: one fetch per visit is enough.
    staleTime: 10 * 60_000,
  });
}
