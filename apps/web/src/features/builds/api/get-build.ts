import { getBuildEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * A shared build with today's price and stock (docs/api/builds.md). Anything but one build is an
 * error, so the screen treats it as a load failure.
 */
export async function getBuild(id: string) {
  const { rows } = await callApi(getBuildEndpoint, { id });
  const [row] = rows;
  if (!row) throw new Error(`No build ${id}`);
  return row;
}

export function useGetBuild(id: string) {
  return useQuery({ queryKey: ['getBuild', id], queryFn: () => getBuild(id), retry: false });
}
