import {
  buildItemShort,
  buildPcObject,
  type CartItem,
  type Catalogue,
  catalogueSchema,
  paiseToRupees,
  priceSelection,
  type Selection,
} from '@shop/domain';
import { setInStock } from '../catalogue-support';
import { completeSelection } from '../configurator-support';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from './accounts/support';

export const GAMING_PC: Selection = {
  platform: 'AMD',
  gpuType: 'Dedicated',
  processor: 'amd-ryzen-7-7800x3d',
  ramType: 'DDR5',
  gpuBrand: 'NVIDIA',
  gpuModel: 'gigabyte-rtx-4070-super-windforce-oc',
};
export const MOUSE = {
  id: 'logitech-g102-lightsync',
  itemShort: 'Logitech G102 Lightsync',
  price: 1395,
};
export const MOUSE_LINE = {
  itemType: 'mouse',
  item: { id: MOUSE.id },
  itemShort: MOUSE.itemShort,
  qty: 1,
};

/** A shop with one signed-in customer, and the gaming PC the cart tests add, completed and priced. */
export async function openCartShop() {
  const testApp = await buildAccountsApp();
  const { browser, userId } = await signedInBrowser(testApp, 'cart@example.in');
  const components = await testApp.app.inject({ method: 'POST', url: '/api/fetchAllComponents' });
  const catalogue = catalogueSchema.parse(components.json());
  const selection = completeSelection(catalogue, GAMING_PC);
  const pcPrice = paiseToRupees(priceSelection(catalogue, selection).sellingPrice);
  const pcShort = String(buildItemShort(catalogue, selection));
  return { testApp, browser, userId, catalogue, selection, pcPrice, pcShort };
}

/** A line of the selection's PC, as a browser sends it; `shared` is the selection it names. */
export function pcLineOf(
  catalogue: Catalogue,
  selection: Selection,
  shared: Selection = selection,
  extra: object = {},
) {
  return {
    itemType: 'PC',
    item: { ...buildPcObject(catalogue, selection), selection: shared, ...extra },
    itemShort: 'x',
    qty: 1,
  };
}

/** The browser's server cart, as updatePrice answers it. */
export async function serverCartOf(who: Browser): Promise<CartItem[]> {
  return (await who.post('/api/updatePrice', { cart: [] })).json().cart;
}

/** Puts the selection's graphics card in or out of stock. */
export function setGpuInStockOf(testApp: AccountsTestApp, selection: Selection, inStock: boolean) {
  return setInStock(testApp.database.db, { kind: 'gpu', id: String(selection.gpuModel) }, inStock);
}

/** Each test starts with every cart empty. */
export async function emptyCarts(testApp: AccountsTestApp) {
  await testApp.database.db.deleteFrom('cart_items').execute();
}
