import { type PcBuild, pcBuildSchema } from '@shop/domain';

/** SPEC §3 order, one per item bought, as the user record lists it in orderInfo. */
export type Order = {
  orderid: string;
  created: string;
  /** The delivery date once the status is Delivered. */
  updated?: string | null;
  /** Free text set by the shop; only Delivered means something here. */
  status: string;
  qty: number;
  discount?: unknown;
  product?: unknown;
  productShort: string;
  address: string;
  itemType: string;
  title: string;
  /** Whole rupees. */
  value: number;
};

/** The user record types its lists loosely; keep only entries shaped like orders. */
export function readOrders(list: readonly unknown[] | undefined): Order[] {
  return (list ?? []).filter(
    (entry): entry is Order =>
      typeof entry === 'object' && entry !== null && typeof (entry as Order).orderid === 'string',
  );
}

export const isPcOrder = (order: Pick<Order, 'itemType'>): boolean =>
  order.itemType === 'PC' || order.itemType === 'PB';

/** A product may be stored as JSON text or as an object. */
function productObject(product: unknown): unknown {
  if (typeof product !== 'string') return product;
  try {
    return JSON.parse(product);
  } catch {
    return null;
  }
}

/** The PC build a PC order was for (a pre-built keeps it under `pc`), or null. */
export function pcBuildOf(order: Pick<Order, 'itemType' | 'product'>): PcBuild | null {
  if (!isPcOrder(order)) return null;
  const product = productObject(order.product);
  const direct = pcBuildSchema.safeParse(product);
  if (direct.success) return direct.data;
  const nested = (product ?? {}) as { pc?: unknown };
  const prebuilt = pcBuildSchema.safeParse(productObject(nested.pc));
  return prebuilt.success ? prebuilt.data : null;
}

/** The colour the order's picture is drawn in: an add-on's `colour`, a build's `cabinetColour`. */
export function productColour(order: Pick<Order, 'product'>): string {
  const product = productObject(order.product);
  if (typeof product !== 'object' || product === null) return '';
  const { colour, cabinetColour } = product as { colour?: unknown; cabinetColour?: unknown };
  if (typeof colour === 'string') return colour;
  return typeof cabinetColour === 'string' ? cabinetColour : '';
}
