import { CART_MAX_QTY, type CartItemType, cartLineKey, guestCartLineSchema } from '@shop/domain';
import type { NewCartLine } from '../../../components/add-to-cart/add-to-cart';
import { type GuestCartItem, readGuestCart, writeGuestCart } from './guest-cart';

/**
 * A line of a guest's cart as localStorage keeps it: only what names the product and how many.
 * Price, stock and title are never stored; the cart screen asks the server for them each time.
 */
export type GuestCartLine = {
  /** A temporary id ("guest-..."), so the cart screen can change or delete one line. */
  itemid: string;
  itemType: CartItemType;
  item: Record<string, unknown>;
  itemShort: string;
  qty: number;
  created: string;
};

/** Lines that no longer read as a cart line (an old format, a hand edit) are left out. */
export function toGuestLines(items: GuestCartItem[]): GuestCartLine[] {
  return items.flatMap((raw) => {
    const parsed = guestCartLineSchema.safeParse(raw);
    if (!parsed.success || !parsed.data.itemid) return [];
    const { itemid, itemType, item, itemShort = '', qty, created = '' } = parsed.data;
    return [{ itemid, itemType, item, itemShort, qty, created }];
  });
}

export function readGuestLines(): GuestCartLine[] {
  return toGuestLines(readGuestCart());
}

export function findGuestDuplicate(line: NewCartLine): GuestCartLine | undefined {
  const key = cartLineKey(line);
  return readGuestLines().find((stored) => cartLineKey(stored) === key);
}

/** getRandomValues, unlike randomUUID, also works on a plain-http page. */
function temporaryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `guest-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function addGuestLine(line: NewCartLine, now: Date = new Date()): GuestCartLine {
  const added: GuestCartLine = {
    ...line,
    itemid: temporaryId(),
    qty: 1,
    created: now.toISOString(),
  };
  writeGuestCart([...readGuestLines(), added]);
  return added;
}

/** A change of quantity, as the server's updateQty takes it: never below 1 nor above the limit. */
export function changeGuestQty(itemid: string, change: number): void {
  if (change === 0) return;
  writeGuestCart(
    readGuestLines().map((line) =>
      line.itemid === itemid
        ? { ...line, qty: Math.min(CART_MAX_QTY, Math.max(1, line.qty + change)) }
        : line,
    ),
  );
}

export function deleteGuestLine(itemid: string): void {
  writeGuestCart(readGuestLines().filter((line) => line.itemid !== itemid));
}

/** After a merge: drops the lines that were sent, keeping any added meanwhile in another tab. */
export function removeGuestLines(itemids: ReadonlySet<string>): void {
  writeGuestCart(readGuestLines().filter((line) => !itemids.has(line.itemid)));
}
