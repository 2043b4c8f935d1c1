import { isPcItemType, type OrderRecord, type PcBuild, pcBuildSchema } from '@shop/domain';

/** The user record types its lists loosely; keep only entries shaped like orders. */
export function readOrders(list: readonly unknown[] | undefined): OrderRecord[] {
  return (list ?? []).filter(
    (entry): entry is OrderRecord =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as OrderRecord).orderid === 'string',
  );
}

export const isPcOrder = (order: Pick<OrderRecord, 'itemType'>): boolean =>
  isPcItemType(order.itemType);

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
export function pcBuildOf(order: Pick<OrderRecord, 'itemType' | 'product'>): PcBuild | null {
  if (!isPcOrder(order)) return null;
  const product = productObject(order.product);
  const direct = pcBuildSchema.safeParse(product);
  if (direct.success) return direct.data;
  const nested = (product ?? {}) as { pc?: unknown };
  const prebuilt = pcBuildSchema.safeParse(productObject(nested.pc));
  return prebuilt.success ? prebuilt.data : null;
}

/** What the order was for, as an object (a product may be stored as JSON text). */
export function productOf(order: Pick<OrderRecord, 'product'>): unknown {
  return productObject(order.product);
}
