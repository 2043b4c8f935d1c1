import {
  API_MESSAGES,
  type CartItemType,
  type CartProduct,
  cartLineKey,
  isSelectionComplete,
  MESSAGES,
  type Paise,
  quoteSelection,
  rupeesToPaise,
  type Selection,
  type StockFlag,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { perSnapshot } from '../../platform/kept/per-snapshot';
import { createPrebuiltsService, type PricedRange, prebuiltLine } from '../prebuilts/service';

// The catalogue and the add-ons are other features': their snapshots come through the app.
type CatalogueSnapshot = Awaited<ReturnType<FastifyInstance['catalogue']['current']>>;
type AccessoriesSnapshot = Awaited<ReturnType<FastifyInstance['accessories']['current']>>;

/**
 * Today's catalogue, add-ons and pre-builts, each read at most once per request and only when a
 * line needs it. Pre-builts are priced with the same catalogue snapshot as the custom PCs.
 */
export type PricingSources = {
  catalogue(): Promise<CatalogueSnapshot>;
  accessories(): Promise<AccessoriesSnapshot>;
  prebuilts(): Promise<PricedRange>;
};

/**
 * 'selling' checks both stores against the database first (a tiny query each), so a price or stock
 * change shows at once: every cart answer uses it. 'browsing' takes the copies in memory (at most a
 * second old, no query), for pages that only show prices.
 */
export function pricingSources(app: FastifyInstance, use: 'selling' | 'browsing'): PricingSources {
  let catalogue: Promise<CatalogueSnapshot> | undefined;
  let accessories: Promise<AccessoriesSnapshot> | undefined;
  let prebuilts: Promise<PricedRange> | undefined;
  const fresh = use === 'selling';
  const sources: PricingSources = {
    catalogue: () => {
      catalogue ??= fresh ? app.catalogue.current() : app.catalogue.recent();
      return catalogue;
    },
    accessories: () => {
      accessories ??= fresh ? app.accessories.current() : app.accessories.recent();
      return accessories;
    },
    prebuilts: () => {
      prebuilts ??= sources
        .catalogue()
        .then((snapshot) => createPrebuiltsService(app).pricedRange(snapshot, use));
      return prebuilts;
    },
  };
  return sources;
}

/**
 * A product as the server sells it today: every field from the catalogue, none from the browser;
 * its itemType and item together (CartProduct).
 */
export type Quote = CartProduct & {
  itemShort: string;
  /** What makes two lines the same product: see cartLineKey. */
  key: string;
  /** Price of one. */
  pricePaise: Paise;
  stock: StockFlag;
  title: string;
};
/** Why the product cannot be put in a cart at all (out of stock is a Quote with stock 'N'). */
export type Refusal = { refused: string; code: 'INCOMPLETE_PC' | 'BUILD_REFUSED' | 'UNKNOWN_ITEM' };

/** What a line points at; only these ids are read. */
export type ItemRef = { id?: string | undefined; selection?: Selection | undefined };

export async function quoteLine(
  sources: PricingSources,
  itemType: CartItemType,
  item: ItemRef,
): Promise<Quote | Refusal> {
  if (itemType === 'PC') return quotePcOnce(await sources.catalogue(), item.selection);
  if (itemType === 'PB') return quotePrebuilt(await sources.prebuilts(), item.id);
  return quoteAccessory(await sources.accessories(), itemType, item.id);
}

// Carts are refreshed on every view and the same builds recur, so each catalogue snapshot keeps
// the quotes it gave (they are never mutated). Bounded: selections come from browsers.
const QUOTES_PER_SNAPSHOT = 1_000;
const pcQuotes = perSnapshot<CatalogueSnapshot, Quote | Refusal>(QUOTES_PER_SNAPSHOT);

function quotePcOnce(catalogue: CatalogueSnapshot, selection: Selection | undefined) {
  const key = cartLineKey({ itemType: 'PC', item: { selection } });
  return pcQuotes(catalogue, key, () => quotePc(catalogue, selection));
}

/** A custom PC from its part ids alone: today's build object, price, tier and stock. */
function quotePc(catalogue: CatalogueSnapshot, selection: Selection | undefined): Quote | Refusal {
  if (!selection || !isSelectionComplete(selection)) {
    return { refused: MESSAGES.cart.incompletePc, code: 'INCOMPLETE_PC' };
  }
  const quote = quoteSelection(catalogue, selection);
  const [problem] = quote.problems;
  if (!quote.buildable && problem) return { refused: problem, code: 'BUILD_REFUSED' };
  const { build: item, itemShort, sellingPrice: pricePaise, title } = quote;
  if (!item || !itemShort || !title || pricePaise <= 0)
    return { refused: MESSAGES.cart.incompletePc, code: 'INCOMPLETE_PC' };
  return {
    itemType: 'PC',
    item,
    itemShort,
    key: cartLineKey({ itemType: 'PC', item, itemShort }),
    pricePaise,
    stock: quote.stock,
    title,
  };
}

/** A pre-built by its id alone: its parts' price today, its stock, its name and build. */
function quotePrebuilt(range: PricedRange, id: string | undefined): Quote | Refusal {
  const machine = id === undefined ? undefined : range.byId(id);
  if (!machine) return { refused: API_MESSAGES.itemNotFound, code: 'UNKNOWN_ITEM' };
  const { item, itemShort, pricePaise, stock, title } = prebuiltLine(machine);
  return {
    itemType: 'PB',
    item,
    itemShort,
    key: cartLineKey({ itemType: 'PB', item }),
    pricePaise,
    stock,
    title,
  };
}

function quoteAccessory(
  accessories: AccessoriesSnapshot,
  category: CartItemType,
  id: string | undefined,
): Quote | Refusal {
  const offer = id === undefined ? undefined : accessories.byId(id);
  if (!offer || offer.category !== category) {
    return { refused: API_MESSAGES.itemNotFound, code: 'UNKNOWN_ITEM' };
  }
  const { stock, ...accessory } = offer;
  return {
    itemType: offer.category,
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
