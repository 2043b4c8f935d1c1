import { type PcBuild, pcBuildSchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

type GetBuildRow = {
  item: unknown;
  /** Today's selling price in rupees. */
  updatedPrice: number;
  itemshort: string;
  stockStatus: 'Y' | 'N';
};

export type SharedBuild = {
  item: PcBuild;
  updatedPrice: number;
  itemshort: string;
  inStock: boolean;
};

/**
 * A shared build with today's price and stock (SPEC §7 getBuild). Anything but one readable
 * build is an error, so the screen treats it as a load failure.
 */
export async function getBuild(id: string): Promise<SharedBuild> {
  const { rows } = await apiPost<{ rows: GetBuildRow[] }>('/api/getBuild', { id });
  const [row] = rows;
  if (!row) throw new Error(`No build ${id}`);
  // Stored builds outlive code changes: read the item through its schema rather than trust it.
  const item = pcBuildSchema.parse(typeof row.item === 'string' ? JSON.parse(row.item) : row.item);
  return {
    item,
    updatedPrice: row.updatedPrice,
    itemshort: row.itemshort,
    inStock: row.stockStatus !== 'N',
  };
}

export function useGetBuild(id: string) {
  return useQuery({ queryKey: ['getBuild', id], queryFn: () => getBuild(id), retry: false });
}
