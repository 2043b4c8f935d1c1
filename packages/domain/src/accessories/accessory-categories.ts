/**
 * The add-on categories, in the order /accessories shows them (docs/api/accessories.md). Apart from
 * the schemas, so code that loads at start-up can read them without zod.
 */
export const ACCESSORY_CATEGORIES = [
  'monitor',
  'keyboard',
  'mouse',
  'headset',
  'simulator',
] as const;
export type AccessoryCategory = (typeof ACCESSORY_CATEGORIES)[number];
