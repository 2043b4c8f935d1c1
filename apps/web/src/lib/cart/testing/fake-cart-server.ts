import {
  type AccessoryOffer,
  type CartItem,
  cartLineKey,
  DEVELOPMENT_ENVELOPE_KEY,
  isEnvelope,
  MESSAGES,
  openEnvelope,
} from '@shop/domain';
import { vi } from 'vitest';
import { jsonResponse, TEST_CLIENT_CONFIG } from '../../../test/mock-api';
import { forgetClientConfig } from '../../api-client';
import type { UserDetails } from '../../session/session-types';

export const MOUSE: AccessoryOffer = {
  id: 'logitech-g102-lightsync',
  category: 'mouse',
  itemShort: 'Logitech G102 Lightsync',
  item: 'Wired gaming mouse, 8000 DPI, RGB lighting',
  price: 1395,
  warranty: 2,
  colour: '#161616',
  stock: 'Y',
};
export const HEADSET: AccessoryOffer = {
  id: 'hyperx-cloud-ii',
  category: 'headset',
  itemShort: 'HyperX Cloud II',
  item: 'Wired gaming headset, 7.1 surround',
  price: 6490,
  warranty: 2,
  colour: '#8b1a1a',
  stock: 'Y',
};
export const MONITOR: AccessoryOffer = {
  id: 'lg-ultragear-24gs60f',
  category: 'monitor',
  itemShort: 'LG UltraGear 24GS60F',
  item: '24-inch Full HD IPS gaming monitor, 180 Hz',
  price: 11499,
  warranty: 3,
  colour: '#1c1c1e',
  stock: 'N',
};
/** The one PC the fake server sells: any item with a selection, at this price. */
export const PC_PRICE = 89_541;
export const PC_ITEM = {
  selection: { platform: 'AMD', cabinetModel: 'H5 Flow' },
  cabinetColour: '#111111',
};

type Line = {
  itemType: string;
  item: { id?: string; selection?: unknown };
  itemShort?: string;
  qty: number;
};

/**
 * For tests only: a stand-in shop that prices and keeps carts as the real one does (DECISIONS
 * D4: prices and stock from its own list, whatever the browser sends). Logged in when `user` is
 * given; every call is recorded with its body opened from the envelope.
 */
export function fakeCartServer({
  accessories = [MOUSE, HEADSET, MONITOR],
  userId,
  cart = [],
}: {
  accessories?: AccessoryOffer[];
  userId?: string;
  cart?: CartItem[];
} = {}) {
  forgetClientConfig();
  const state = { cart: [...cart], accessories: [...accessories] };
  const calls: { path: string; body: unknown }[] = [];
  let nextId = 1;

  function quote(line: Line) {
    if (line.itemType === 'PC') {
      return line.item.selection
        ? {
            item: PC_ITEM,
            itemShort: 'Ryzen 5 7600 | RTX 4060',
            title: 'Custom PC (Pro PC)',
            updatedPrice: PC_PRICE,
            stock: 'Y' as const,
          }
        : {
            item: line.item,
            itemShort: line.itemShort ?? '',
            title: line.itemShort ?? '',
            updatedPrice: 0,
            stock: 'N' as const,
          };
    }
    const offer = state.accessories.find((each) => each.id === line.item.id);
    if (!offer)
      return {
        item: line.item,
        itemShort: line.itemShort ?? '',
        title: '',
        updatedPrice: 0,
        stock: 'N' as const,
      };
    const { stock, ...item } = offer;
    return {
      item,
      itemShort: offer.itemShort,
      title: offer.itemShort,
      updatedPrice: offer.price,
      stock,
    };
  }

  function store(line: Line): 'added' | 'duplicate' {
    const priced = quote(line);
    const key = cartLineKey({
      itemType: line.itemType as 'PC',
      item: priced.item,
      itemShort: priced.itemShort,
    });
    if (state.cart.some((each) => cartLineKey(each) === key)) return 'duplicate';
    state.cart.push({
      itemid: `item-${nextId++}`,
      userid: userId ?? '',
      itemType: line.itemType as CartItem['itemType'],
      ...priced,
      qty: line.qty,
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

  const routes: Record<string, (body: any) => Response> = {
    '/api/authenticate': () =>
      userId
        ? jsonResponse({ message: 'Authenticated', access_token: 't', user_id: userId })
        : jsonResponse({ message: 'No refresh token found' }, 401),
    '/api/fetchAllUserDetails': () => jsonResponse(details()),
    '/api/fetchAccessories': () => jsonResponse({ accessories: state.accessories }),
    '/api/updatePrice': (body: { cart: (Line & { itemid?: string })[] }) =>
      userId
        ? jsonResponse({ cart: reprice() })
        : jsonResponse({
            cart: body.cart.map((line) => ({
              itemid: line.itemid,
              itemType: line.itemType,
              ...quote(line),
              qty: line.qty,
            })),
          }),
    '/api/addToCart': (body: Line) => {
      const priced = quote(body);
      if (body.itemType === 'PC' && priced.updatedPrice === 0) {
        return jsonResponse({ message: MESSAGES.cart.incompletePc }, 400);
      }
      if (priced.stock === 'N') return jsonResponse({ message: MESSAGES.cart.outOfStock }, 409);
      if (store(body) === 'duplicate') {
        return jsonResponse({ message: MESSAGES.cart.alreadyInCart, cart: reprice() }, 409);
      }
      return jsonResponse({ message: MESSAGES.cart.added, cart: reprice() }, 201);
    },
    '/api/updateQty': (body: { itemid: string; qty: number }) => {
      const line = state.cart.find((each) => each.itemid === body.itemid);
      if (!line) return jsonResponse({ message: 'Item not found' }, 404);
      if (line.stock === 'N')
        return jsonResponse({ message: MESSAGES.cart.outOfStock, cart: reprice() }, 409);
      line.qty = Math.max(1, line.qty + body.qty);
      return jsonResponse({ cart: reprice() });
    },
    '/api/delItem': (body: { itemid: string }) => {
      state.cart = state.cart.filter((each) => each.itemid !== body.itemid);
      return jsonResponse({ cart: reprice() });
    },
    '/api/mergeCart': (body: { items: Line[] }) => {
      for (const item of body.items) store(item);
      return jsonResponse({ cart: reprice() });
    },
  };

  function details(): UserDetails {
    return {
      userInfo: [
        { id: userId ?? '', firstname: 'Asha', lastname: 'Raman', email: 'asha@example.test' },
      ],
      cartInfo: reprice(),
      orderInfo: [],
      userTickets: [],
      addresses: [],
      coupons: [],
    };
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    if (path === '/api/client-config') return jsonResponse(TEST_CLIENT_CONFIG);
    const raw = init.body ? JSON.parse(String(init.body)) : undefined;
    const body = isEnvelope(raw) ? await openEnvelope(raw.payload, DEVELOPMENT_ENVELOPE_KEY) : raw;
    calls.push({ path, body });
    const route = routes[path];
    return route ? route(body) : jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    details,
    /** The opened bodies sent to one path, oldest first. */
    bodiesSentTo: (path: string) => calls.filter((call) => call.path === path).map((c) => c.body),
    setStock(id: string, stock: 'Y' | 'N') {
      state.accessories = state.accessories.map((each) =>
        each.id === id ? { ...each, stock } : each,
      );
    },
  };
}
