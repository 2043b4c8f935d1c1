import { allInStock, type PrebuiltOffer, prebuiltListSchema, pricePrebuilt } from '@shop/domain';
import range from '../../../../../../data/prebuilts/prebuilts.json';
import { REAL_CATALOGUE } from '../../../components/pc-build/catalogue-fixture';

/** For tests only: the shop's real range, priced as the server would price it today. */
export const REAL_OFFERS: PrebuiltOffer[] = prebuiltListSchema.parse(range).flatMap((machine) => {
  const priced = pricePrebuilt(allInStock(REAL_CATALOGUE), { ...machine, inStock: true });
  return priced ? [priced.offer] : [];
});

export function offer(id: string, change: Partial<PrebuiltOffer> = {}): PrebuiltOffer {
  const found = REAL_OFFERS.find((each) => each.id === id);
  if (!found) throw new Error(`No pre-built ${id} in data/prebuilts`);
  return { ...found, ...change };
}
