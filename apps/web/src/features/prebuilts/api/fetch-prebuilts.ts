import { fetchPrebuiltEndpoint, type UseCase } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/fetchprebuilt (docs/api/prebuilts.md#matching): the machines of a use case near a
 * budget, best match first, priced by the server today.
 */
export function fetchPrebuilts(useCase: UseCase, price: number) {
  return callApi(fetchPrebuiltEndpoint, { useCase, price });
}

/** Home's finder: asked again whenever the use case or the settled budget changes. */
export function useFetchPrebuilts(useCase: UseCase | null, price: number) {
  return useQuery({
    queryKey: ['fetchprebuilt', useCase, price],
    queryFn: () => fetchPrebuilts(useCase as UseCase, price),
    enabled: useCase !== null,
    retry: false,
  });
}
