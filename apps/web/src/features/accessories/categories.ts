import { ACCESSORY_CATEGORIES, type AccessoryCategory } from '@shop/domain';

/** How each add-on category is named on its tab. */
export const CATEGORY_LABELS: Record<AccessoryCategory, string> = {
  monitor: 'Monitors',
  keyboard: 'Keyboards',
  mouse: 'Mice',
  headset: 'Headsets',
  simulator: 'Simulators',
};

/** ?category=mouse opens that tab; anything else opens the first. */
export function categoryFrom(value: string | null): AccessoryCategory {
  return ACCESSORY_CATEGORIES.find((category) => category === value) ?? ACCESSORY_CATEGORIES[0];
}

export function warrantyText(years: number): string {
  if (years === 0) return 'No warranty';
  return `${years} year${years === 1 ? '' : 's'} warranty`;
}
