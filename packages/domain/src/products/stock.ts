import type { StockFlag } from '../accessories/accessory-schema';

/** Whether a cart line, an add-on or a quote carrying a stock flag can be bought now. */
export const isInStock = (holder: { readonly stock: StockFlag }): boolean => holder.stock === 'Y';
