import type { AccessoryOffer } from '@shop/domain';
import type { Page } from 'playwright-core';
import { fetchAccessories } from './shop-api';

const CATEGORY_TABS: Record<AccessoryOffer['category'], string> = {
  monitor: 'Monitors',
  keyboard: 'Keyboards',
  mouse: 'Mice',
  headset: 'Headsets',
  simulator: 'Simulators',
};

/** An add-on of the category that is in stock now. */
export async function inStockAddOn(
  baseURL: string,
  category: AccessoryOffer['category'],
): Promise<AccessoryOffer> {
  const found = (await fetchAccessories(baseURL)).find(
    (each) => each.category === category && each.stock === 'Y',
  );
  if (!found) throw new Error(`No ${category} in stock`);
  return found;
}

/** On /accessories: opens the add-on's category and adds it, waiting for the shop's answer. */
export async function addAddOnToCart(
  page: Page,
  accessory: AccessoryOffer,
  answer = 'Item added to cart!',
): Promise<void> {
  await page.getByRole('tab', { name: CATEGORY_TABS[accessory.category] }).click();
  const card = page.getByRole('article', { name: accessory.itemShort, exact: true });
  await card.getByRole('button', { name: `Add ${accessory.itemShort} to cart` }).click();
  await card.getByText(answer).waitFor();
}
