import { fetchAccessoriesEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ACCESSORIES_QUERY_KEY } from './accessories-query-key';

/** POST /api/fetchAccessories (docs/api/accessories.md): every add-on with today's price and stock. */
export async function fetchAccessories() {
  return (await callApi(fetchAccessoriesEndpoint)).accessories;
}

export function useFetchAccessories() {
  return useQuery({ queryKey: ACCESSORIES_QUERY_KEY, queryFn: fetchAccessories });
}
