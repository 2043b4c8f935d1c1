import {
  type AccessoryOffer,
  API_MESSAGES,
  addToCartEndpoint,
  type CartItem,
  cartLineKey,
  delItemEndpoint,
  fetchAccessoriesEndpoint,
  fetchAllUserDetailsEndpoint,
  MESSAGES,
  mergeCartEndpoint,
  readStoredProduct,
  updatePriceEndpoint,
  updateQtyEndpoint,
} from '@shop/domain';
import { HEADSET, MONITOR, MOUSE } from '../../../test/accessory-offers';
import { type FakeApi, failWith, testUserDetails } from '../../../test/fake-api';
import { accessoryProduct, testPcBuild } from '../../../test/product-fixtures';

/** The one PC the fake shop sells: any item with a selection, at this price. */
export const PC_PRICE = 89_541;
export const PC_ITEM = testPcBuild('#111111');

type Line = {
  itemType: CartItem['itemType'];
  item: { id?: string | undefined; selection?: unknown };
  itemShort?: string | undefined;
  qty?: number | undefined;
};

/**
 * For tests only: the cart calls of a stand-in shop, answered on the test's fake API as the real
 * one answers them (prices and stock from its own list, whatever the browser sends; refusals with
 * their codes). Signed in as `userId` when given: its user record then holds the cart as it
 * stands. What was sent is read with `api.calls(endpoint)`.
 */
export function fakeCartShop(
  api: FakeApi,
  {
    accessories = [MOUSE, HEADSET, MONITOR],
    userId,
    cart = [],
  }: { accessories?: AccessoryOffer[]; userId?: string; cart?: CartItem[] } = {},
) {
  const state = { cart: [...cart], accessories: [...accessories] };
  let nextId = 1;

  function quote(line: Line) {
    if (line.itemType === 'PC') {
      return line.item.selection
        ? {
            itemType: 'PC' as const,
            item: PC_ITEM,
            itemShort: 'Ryzen 5 7600 | RTX 4060',
            title: 'Custom PC (Pro PC)',
            updatedPrice: PC_PRICE,
            stock: 'Y' as const,
          }
        : unsold(line);
    }
    const offer = state.accessories.find((each) => each.id === line.item.id);
    if (!offer) return unsold(line);
    return {
      itemType: offer.category,
      item: accessoryProduct(offer),
      itemShort: offer.itemShort,
      title: offer.itemShort,
      updatedPrice: offer.price,
      stock: offer.stock,
    };
  }

  function unsold(line: Line) {
    const itemShort = line.itemShort ?? '';
    // The shop cannot read a product it no longer sells from the line's reference.
    const product = readStoredProduct(line.itemType, line.item);
    return { ...product, itemShort, title: itemShort, updatedPrice: 0, stock: 'N' as const };
  }

  function store(line: Line): 'added' | 'duplicate' {
    const priced = quote(line);
    const key = cartLineKey({
      itemType: line.itemType,
      item: priced.item,
      itemShort: priced.itemShort,
    });
    if (state.cart.some((each) => cartLineKey(each) === key)) return 'duplicate';
    state.cart.push({
      itemid: `item-${nextId++}`,
      userid: userId ?? '',
      ...priced,
      qty: line.qty ?? 1,
      created: '2026-01-01T00:00:00.000Z',
      checkoutInfo: null,
      checkouttime: null,
    });
    return 'added';
  }

  function reprice(): CartItem[] {
    state.cart = state.cart.map((line) => ({ ...line, ...quote(line as Line) }));
    return state.cart;
  }

  api
    .on(fetchAccessoriesEndpoint, () => ({ accessories: state.accessories }))
    .on(updatePriceEndpoint, (body) =>
      userId
        ? { cart: reprice() }
        : {
            cart: (body.cart ?? []).map((line) => ({
              itemid: line.itemid,
              ...quote(line),
              qty: line.qty ?? 1,
            })),
          },
    )
    .on(addToCartEndpoint, (body) => {
      const priced = quote(body);
      if (body.itemType === 'PC' && priced.updatedPrice === 0) {
        return failWith(400, 'INCOMPLETE_PC', MESSAGES.cart.incompletePc);
      }
      if (priced.stock === 'N') return failWith(409, 'OUT_OF_STOCK', MESSAGES.cart.outOfStock);
      if (store(body) === 'duplicate') {
        return failWith(409, 'ALREADY_IN_CART', MESSAGES.cart.alreadyInCart, { cart: reprice() });
      }
      return { message: MESSAGES.cart.added, cart: reprice() };
    })
    .on(updateQtyEndpoint, (body) => {
      const line = state.cart.find((each) => each.itemid === body.itemid);
      if (!line) return failWith(404, 'ITEM_NOT_FOUND', API_MESSAGES.itemNotFound);
      if (quote(line as Line).stock === 'N') {
        return failWith(409, 'OUT_OF_STOCK', MESSAGES.cart.outOfStock, { cart: reprice() });
      }
      line.qty = Math.max(1, line.qty + body.qty);
      return { cart: reprice() };
    })
    .on(delItemEndpoint, (body) => {
      state.cart = state.cart.filter((each) => each.itemid !== body.itemid);
      return { cart: reprice() };
    })
    .on(mergeCartEndpoint, (body) => {
      for (const item of body.items) store(item);
      return { cart: reprice() };
    });
  if (userId) {
    api.on(fetchAllUserDetailsEndpoint, () =>
      testUserDetails({ user: { id: userId }, cartInfo: reprice() }),
    );
  }

  return {
    state,
    setStock(id: string, stock: 'Y' | 'N') {
      state.accessories = state.accessories.map((each) =>
        each.id === id ? { ...each, stock } : each,
      );
    },
  };
}
