import { getPcEndpoint, isUseCase, UI_TIMINGS_MS } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getPcQueryKey } from './get-pc-query-key';

/**
 * One pre-built with today's price and stock (docs/api/prebuilts.md#getpc). Anything but one
 * machine is an error, which the page treats as a load failure.
 */
export async function getPc(useCase: string, id: string) {
  const { rows } = await callApi(getPcEndpoint, { useCase: useCase as never, id });
  const [row] = rows;
  if (!row) throw new Error(`No pre-built ${useCase}/${id}`);
  return row;
}

export function useGetPc(useCase: string, id: string) {
  return useQuery({
    queryKey: getPcQueryKey(useCase, id),
    queryFn: () => getPc(useCase, id),
    // /prebuilts/{not a use case}/... is no page: nothing to ask.
    enabled: isUseCase(useCase),
    retry: false,
    // A page the server drew carries this answer, read for that request: asked again at once, it
    // would only repeat it while the page starts
    // (docs/decisions/118-screens-start-with-what-they-show.md).
    staleTime: UI_TIMINGS_MS.dataPageAnswerFresh,
  });
}
