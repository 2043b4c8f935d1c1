import type { StockFlag } from '../accessories/accessory-schema';
import { gamingScore } from '../configurator/fps-estimate';
import type { PcBuild } from '../configurator/pc-build-schema';
import { type Paise, paiseToRupees } from '../money';
import type { PcTierName } from '../pricing/price-formulas';
import { quoteSelection, type StockedCatalogue } from '../pricing/quote-selection';
import type { Photo } from '../products/photos';
import type { PrebuiltDefinition } from './prebuilt-schema';
import type { UseCase } from './use-cases';

/** A machine of the range with the stock flag the shop sets on it (its own, not its parts'). */
export type StockedPrebuilt = PrebuiltDefinition & { inStock: boolean };

/** A pre-built as the finder, its page and the cart show it today (docs/api/prebuilts.md#offer). */
export type PrebuiltOffer = {
  id: string;
  useCase: UseCase;
  name: string;
  description: string;
  /** The PC build object of its parts, priced today. */
  pc: PcBuild;
  /** The one-line name of its parts. */
  pcShort: string;
  /** Today's selling price in rupees: the quote of its parts, never a stored figure. */
  updatedPrice: number;
  tier: PcTierName;
  /** Y when the shop has it in stock and every part is in stock. */
  stockStatus: StockFlag;
  /** Mean estimated 1080p FPS over the estimate's games, for sorting gaming machines. */
  gamingScore: number;
  /** Staff photos, first shown first; absent when it has none. */
  photos?: Photo[];
};

/** An offer with its price in paise, for whatever sells it. */
export type PricedPrebuilt = { offer: PrebuiltOffer; pricePaise: Paise };

/**
 * Prices a machine from today's catalogue with the one quote every PC gets. Null when its parts no
 * longer make a build (a part left the catalogue or a rule now fails): it cannot be offered.
 */
export function pricePrebuilt(
  stocked: StockedCatalogue,
  machine: StockedPrebuilt,
): PricedPrebuilt | null {
  const quote = quoteSelection(stocked, machine.selection);
  const { build, itemShort, tier, sellingPrice } = quote;
  if (!quote.buildable || !build || !itemShort || !tier || sellingPrice <= 0) return null;
  const { gpuBenchmark, processorBenchmark } = build.benchmarks;
  return {
    pricePaise: sellingPrice,
    offer: {
      id: machine.id,
      useCase: machine.useCase,
      name: machine.name,
      description: machine.description,
      pc: build,
      pcShort: itemShort,
      updatedPrice: paiseToRupees(sellingPrice),
      tier,
      stockStatus: machine.inStock && quote.stock === 'Y' ? 'Y' : 'N',
      gamingScore: Math.round(
        gamingScore({ gpuTimespy: gpuBenchmark.timespy, cpuTimespy: processorBenchmark.timespy }),
      ),
      ...(machine.photos && machine.photos.length > 0 && { photos: machine.photos }),
    },
  };
}

/** The cart line title of a pre-built: its name and tier. */
export function prebuiltTitle(offer: Pick<PrebuiltOffer, 'name' | 'tier'>): string {
  return `${offer.name} (${offer.tier})`;
}
