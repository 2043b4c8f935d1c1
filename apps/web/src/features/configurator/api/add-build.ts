import type { PcBuild } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type AddBuildInput = {
  itemShort: string;
  /** The build object with its `selection`: the server re-checks and re-prices it from the ids. */
  item: PcBuild;
  /** Selling price in rupees, as the server last quoted it; the server ignores it for its own. */
  price: number;
};

/** Saves a build for sharing; the answer's id makes the public link /builds/{id}. */
export function addBuild(input: AddBuildInput): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/api/addBuild', input);
}

export function useAddBuild() {
  return useMutation({ mutationFn: addBuild });
}
