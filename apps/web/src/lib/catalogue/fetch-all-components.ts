import { fetchAllComponentsEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { CATALOGUE_QUERY_KEY } from './catalogue-query-key';

/** The in-stock parts of every table, in the domain's Catalogue shape (docs/api/configurator.md). */
export function fetchAllComponents() {
  return callApi(fetchAllComponentsEndpoint);
}

export function useFetchAllComponents() {
  return useQuery({
    queryKey: CATALOGUE_QUERY_KEY,
    queryFn: fetchAllComponents,
    // The catalogue changes with stock, not while someone builds: one fetch per visit is enough.
    staleTime: 10 * 60_000,
  });
}
