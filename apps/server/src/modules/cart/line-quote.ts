import {
  buildItemShort,
  buildPcObject,
  type CartItemType,
  cartLineKey,
  completeSelectionProblems,
  isSelectionComplete,
  MESSAGES,
  type Paise,
  pcTierFor,
  priceSelection,
  rupeesToPaise,
  type Selection,
  type StockFlag,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';

export const ITEM_NOT_FOUND_MESSAGE = 'Item not found';

// The catalogue and the add-ons are other features': their snapshots come through the app.
type CatalogueSnapshot = Awaited<ReturnType<FastifyInstance['catalogue']['current']>>;
type AccessoriesSnapshot = Awaited<ReturnType<FastifyInstance['accessories']['current']>>;

/** Today's catalogue and add-ons, each read at most once per request and only when a line needs it. */
export interface PricingSources {
  catalogue(): Promise<CatalogueSnapshot>;
  accessories(): Promise<AccessoriesSnapshot>;
}

export function pricingSources(app: FastifyInstance): PricingSources {
  let catalogue: Promise<CatalogueSnapshot> | undefined;
  let accessories: Promise<AccessoriesSnapshot> | undefined;
  return {
    catalogue: () => {
      catalogue ??= app.catalogue.current();
      return catalogue;
    },
    accessories: () => {
      accessories ??= app.accessories.current();
      return accessories;
    },
  };
}

/** A product as the server sells it today: every field from the catalogue, none from the browser. */
export type Quote = {
  item: unknown;
  itemShort: string;
  /** What makes two lines the same product: see cartLineKey. */
  key: string;
  /** Price of one. */
  pricePaise: Paise;
  stock: StockFlag;
  title: string;
};
/** Why the product cannot be put in a cart at all (out of stock is a Quote with stock 'N'). */
export type Refusal = { refused: string };

/** What a line points at; only these ids are read. */
export type ItemRef = { id?: string | undefined; selection?: Selection | undefined };

export async function quoteLine(
  sources: PricingSources,
  itemType: CartItemType,
  item: ItemRef,
): Promise<Quote | Refusal> {
  if (itemType === 'PC') return quotePc(await sources.catalogue(), item.selection);
  // Pre-builts have no records yet. When they land, quote one here from its record: price,
  // stock, title "Pre-Built PC (...)" and its pcShort as itemShort and key.
  if (itemType === 'PB') return { refused: ITEM_NOT_FOUND_MESSAGE };
  return quoteAccessory(await sources.accessories(), itemType, item.id);
}

/** A custom PC from its part ids alone: today's build object, price, tier and stock. */
function quotePc(catalogue: CatalogueSnapshot, selection: Selection | undefined): Quote | Refusal {
  if (!selection || !isSelectionComplete(selection)) {
    return { refused: MESSAGES.cart.incompletePc };
  }
  const [problem] = completeSelectionProblems(catalogue.all, selection);
  if (problem) return { refused: problem };
  const item = buildPcObject(catalogue.all, selection);
  const itemShort = buildItemShort(catalogue.all, selection);
  const pricePaise = priceSelection(catalogue.all, selection).sellingPrice;
  if (!item || !itemShort || pricePaise <= 0) return { refused: MESSAGES.cart.incompletePc };
  return {
    item,
    itemShort,
    key: cartLineKey({ itemType: 'PC', item, itemShort }),
    pricePaise,
    stock: catalogue.outOfStockParts(selection).length === 0 ? 'Y' : 'N',
    title: `Custom PC (${pcTierFor(pricePaise)})`,
  };
}

function quoteAccessory(
  accessories: AccessoriesSnapshot,
  category: CartItemType,
  id: string | undefined,
): Quote | Refusal {
  const offer = id === undefined ? undefined : accessories.byId(id);
  if (!offer || offer.category !== category) return { refused: ITEM_NOT_FOUND_MESSAGE };
  const { stock, ...accessory } = offer;
  return {
    item: accessory,
    itemShort: accessory.itemShort,
    key: cartLineKey({ itemType: category, itemShort: accessory.itemShort }),
    pricePaise: rupeesToPaise(accessory.price),
    stock,
    title: accessory.itemShort,
  };
}

export function isRefusal(quote: Quote | Refusal): quote is Refusal {
  return 'refused' in quote;
}
