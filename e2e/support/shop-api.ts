import { type AccessoryOffer, type CartItem, type Catalogue, catalogueSchema } from '@shop/domain';
import type { Page } from 'playwright-core';

/** A call straight to the shop, as plain JSON with the shop's own Origin (the origin check). */
async function post<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function fetchAccessories(baseURL: string): Promise<AccessoryOffer[]> {
  const { accessories } = await post<{ accessories: AccessoryOffer[] }>(
    baseURL,
    '/api/fetchAccessories',
    {},
  );
  return accessories;
}

/**
 * Marks an add-on or a catalogue part in or out of stock through the development-only route:
 * the shop has no admin screen for it.
 */
export async function setStock(
  baseURL: string,
  kind: 'accessory' | 'processor' | 'gpu' | 'cabinet',
  id: string,
  inStock: boolean,
): Promise<void> {
  await post(baseURL, '/api/dev/stock', { kind, id, inStock });
}

/** The signed-in user's server cart, asked with the page's own session cookie. */
export async function serverCart(page: Page, baseURL: string): Promise<CartItem[]> {
  const response = await page.request.post(`${baseURL}/api/updatePrice`, {
    headers: { origin: baseURL },
    data: { cart: [] },
  });
  if (!response.ok()) throw new Error(`updatePrice answered ${response.status()}`);
  return ((await response.json()) as { cart: CartItem[] }).cart;
}

/** What this browser keeps as its guest cart. */
export function guestCartIn(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('shop.guestCart') ?? '[]'));
}

/**
 * Moves the shop's clock forward (development-only route), as the test moves the page's with
 * `page.clock`: PC Master Hunt's time is the server's.
 */
export async function advanceShopClock(baseURL: string, advanceMs: number): Promise<void> {
  await post(baseURL, '/api/dev/clock', { advanceMs });
}

/** The base prices (whole rupees) of the next game budgets, in order (development-only route). */
export async function scriptGameBudgets(baseURL: string, bases: number[]): Promise<void> {
  await post(baseURL, '/api/dev/game-budgets', { bases });
}

/** The configurator's catalogue, as the shop serves it to every page. */
export async function fetchCatalogue(baseURL: string): Promise<Catalogue> {
  return catalogueSchema.parse(await post<unknown>(baseURL, '/api/fetchAllComponents', {}));
}
