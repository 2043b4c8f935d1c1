import { fetchAccessoriesEndpoint, UI_TIMINGS_MS } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ACCESSORIES_QUERY_KEY } from './accessories-query-key';

/** POST /api/fetchAccessories (docs/api/accessories.md): every add-on with today's price and stock. */
export async function fetchAccessories() {
  return (await callApi(fetchAccessoriesEndpoint)).accessories;
}

export function useFetchAccessories() {
  return useQuery({
    queryKey: ACCESSORIES_QUERY_KEY,
    queryFn: fetchAccessories,
    // The page the server drew carries this answer: not asked again while it starts
    // (docs/decisions/118-screens-start-with-what-they-show.md).
    staleTime: UI_TIMINGS_MS.dataPageAnswerFresh,
  });
}
