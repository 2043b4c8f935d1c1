import { fetchAllComponentsEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** The in-stock parts of every table, in the domain's Catalogue shape (docs/api/configurator.md). */
export function fetchAllComponents() {
  return callApi(fetchAllComponentsEndpoint);
}

export function useFetchAllComponents() {
  return useQuery({
    queryKey: ['fetchAllComponents'],
    queryFn: fetchAllComponents,
    // The catalogue changes with stock, not while someone builds: one fetch per visit is enough.
    staleTime: 10 * 60_000,
  });
}
