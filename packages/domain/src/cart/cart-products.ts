import { z } from 'zod';
import { ACCESSORY_CATEGORIES } from '../accessories/accessory-categories';
import { accessorySchema } from '../accessories/accessory-schema';
import { pcBuildSchema } from '../configurator/pc-build-schema';
import { prebuiltOfferSchema } from '../contracts/prebuilts';

/** A pre-built as a cart line holds it and its order keeps it: its build under `pc`. */
export const prebuiltProductSchema = prebuiltOfferSchema.pick({
  id: true,
  useCase: true,
  name: true,
  tier: true,
  pc: true,
  pcShort: true,
});
export type PrebuiltProduct = z.infer<typeof prebuiltProductSchema>;

/**
 * What a cart line or an order is of, told by its itemType (docs/api/cart.md#cart-item): a custom
 * PC's build object, a pre-built, or an add-on's document. Null for a product the shop can no
 * longer sell whose stored copy it cannot read.
 */
const PRODUCTS = {
  PC: pcBuildSchema.nullable(),
  PB: prebuiltProductSchema.nullable(),
  addOn: accessorySchema.nullable(),
} as const;

/** A cart line's fields plus its product under `item`, as a union by itemType. */
export function withCartProduct<Shape extends z.ZodRawShape>(base: z.ZodObject<Shape>) {
  return z.discriminatedUnion('itemType', [
    base.extend({ itemType: z.literal('PC'), item: PRODUCTS.PC }),
    base.extend({ itemType: z.literal('PB'), item: PRODUCTS.PB }),
    base.extend({ itemType: z.enum(ACCESSORY_CATEGORIES), item: PRODUCTS.addOn }),
  ]);
}

/** An order's fields plus what was bought under `product`, as a union by itemType. */
export function withOrderProduct<Shape extends z.ZodRawShape>(base: z.ZodObject<Shape>) {
  return z.discriminatedUnion('itemType', [
    base.extend({ itemType: z.literal('PC'), product: PRODUCTS.PC }),
    base.extend({ itemType: z.literal('PB'), product: PRODUCTS.PB }),
    base.extend({ itemType: z.enum(ACCESSORY_CATEGORIES), product: PRODUCTS.addOn }),
  ]);
}

const cartProductSchema = withCartProduct(z.object({}));
/** A line's product with the itemType that says what it is. */
export type CartProduct = z.infer<typeof cartProductSchema>;
const orderProductSchema = withOrderProduct(z.object({}));
/** An order's product (under `product`) with the itemType that says what it is. */
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** Only the product of a line, its itemType and item kept together. */
export function productOfLine(line: CartProduct): CartProduct {
  if (line.itemType === 'PC') return { itemType: 'PC', item: line.item };
  if (line.itemType === 'PB') return { itemType: 'PB', item: line.item };
  return { itemType: line.itemType, item: line.item };
}

/** A line's product as its order keeps it: under `product`. */
export function asOrderProduct(line: CartProduct): OrderProduct {
  if (line.itemType === 'PC') return { itemType: 'PC', product: line.item };
  if (line.itemType === 'PB') return { itemType: 'PB', product: line.item };
  return { itemType: line.itemType, product: line.item };
}

/** An order's product as a line's: under `item`. */
export function asLineProduct(order: OrderProduct): CartProduct {
  if (order.itemType === 'PC') return { itemType: 'PC', item: order.product };
  if (order.itemType === 'PB') return { itemType: 'PB', item: order.product };
  return { itemType: order.itemType, item: order.product };
}

/**
 * A stored product read as its itemType's (a copy kept in a cart or an order, perhaps by an older
 * shop, perhaps as JSON text): the product, or null when it does not read as one. The server reads
 * stored products through this once, so no screen parses them again.
 */
export function readStoredProduct(itemType: CartProduct['itemType'], stored: unknown): CartProduct {
  const value = typeof stored === 'string' ? parsedJson(stored) : stored;
  const read = <Product>(schema: z.ZodType<Product>) => schema.safeParse(value).data ?? null;
  if (itemType === 'PC') return { itemType, item: read(PRODUCTS.PC) };
  if (itemType === 'PB') return { itemType, item: read(PRODUCTS.PB) };
  return { itemType, item: read(PRODUCTS.addOn) };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The PC build of a PC product (a pre-built keeps it under `pc`); null for an add-on. */
export function pcBuildOfProduct(product: CartProduct) {
  if (product.itemType === 'PC') return product.item;
  if (product.itemType === 'PB') return product.item?.pc ?? null;
  return null;
}

/** The colour a product is drawn in: an add-on's body, a build's cabinet. */
export function productColour(product: CartProduct): string {
  if (product.itemType === 'PC' || product.itemType === 'PB') {
    return pcBuildOfProduct(product)?.cabinetColour ?? '';
  }
  return product.item?.colour ?? '';
}
