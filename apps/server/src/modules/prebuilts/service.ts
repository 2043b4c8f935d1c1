import {
  type CartItemType,
  type PrebuiltProduct,
  type PricedPrebuilt,
  prebuiltTitle,
  type StockedCatalogue,
  type StockFlag,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { PricedRange } from './snapshot';

export type { PrebuiltsSnapshot, PricedRange } from './snapshot';
export { createPrebuiltsSnapshot } from './snapshot';

/**
 * What other modules may ask of the pre-builts: the range priced with a catalogue snapshot the
 * caller already holds (so a cart prices every line from one catalogue), and a machine as a cart
 * line. 'selling' checks the range against the database first; 'browsing' takes the copy in memory.
 */
export function createPrebuiltsService(app: FastifyInstance) {
  return {
    async pricedRange(
      catalogue: StockedCatalogue,
      use: 'selling' | 'browsing',
    ): Promise<PricedRange> {
      const range =
        use === 'selling' ? await app.prebuilts.current() : await app.prebuilts.recent();
      return range.pricedWith(catalogue);
    },
  };
}

/** A pre-built as a cart line sells it: its parts' price today, and its stock. */
export type PrebuiltLine = {
  itemType: Extract<CartItemType, 'PB'>;
  /** What the cart stores and the order keeps: the build under `pc` (PC Info reads it there). */
  item: PrebuiltProduct;
  itemShort: string;
  pricePaise: number;
  stock: StockFlag;
  title: string;
};

export function prebuiltLine({ offer, pricePaise }: PricedPrebuilt): PrebuiltLine {
  const { id, useCase, name, tier, pc, pcShort } = offer;
  return {
    itemType: 'PB',
    item: { id, useCase, name, tier, pc, pcShort },
    itemShort: pcShort,
    pricePaise,
    stock: offer.stockStatus,
    title: prebuiltTitle(offer),
  };
}
