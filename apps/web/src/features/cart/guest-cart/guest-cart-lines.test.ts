import { describe, expect, it, vi } from 'vitest';
import { GUEST_CART_CHANGE_EVENT, GUEST_CART_STORAGE_KEY, writeGuestCart } from './guest-cart';
import {
  addGuestLine,
  changeGuestQty,
  deleteGuestLine,
  findGuestDuplicate,
  readGuestLines,
  removeGuestLines,
} from './guest-cart-lines';

const mouse = { itemType: 'mouse' as const, item: { id: 'g102' }, itemShort: 'Logitech G102' };
const pc = (psu: string) => ({
  itemType: 'PC' as const,
  item: { selection: { platform: 'AMD', psu } },
  itemShort: 'Ryzen build',
});

const stored = () => JSON.parse(window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]');

describe('the guest cart in localStorage', () => {
  it('adds a line with a temporary id, quantity 1 and no price or stock', () => {
    const line = addGuestLine(mouse, new Date('2026-03-01T10:00:00Z'));
    expect(line.itemid).toMatch(/^guest-[0-9a-f]{24}$/);
    expect(stored()).toEqual([
      { ...mouse, itemid: line.itemid, qty: 1, created: '2026-03-01T10:00:00.000Z' },
    ]);
    expect(readGuestLines()).toEqual(stored());
  });

  it('tells the navbar count on every write', () => {
    const listener = vi.fn();
    window.addEventListener(GUEST_CART_CHANGE_EVENT, listener);
    const line = addGuestLine(mouse);
    changeGuestQty(line.itemid, 1);
    deleteGuestLine(line.itemid);
    window.removeEventListener(GUEST_CART_CHANGE_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('finds the same add-on by its itemShort, and the same PC by its parts alone', () => {
    addGuestLine(mouse);
    addGuestLine(pc('Corsair RM750e'));
    expect(findGuestDuplicate({ ...mouse, item: { id: 'other-id' } })).toBeTruthy();
    expect(findGuestDuplicate({ ...mouse, itemShort: 'Logitech G502' })).toBeUndefined();
    expect(findGuestDuplicate({ ...pc('Corsair RM750e'), itemShort: 'renamed' })).toBeTruthy();
    expect(findGuestDuplicate(pc('Corsair RM850e'))).toBeUndefined();
  });

  it('changes a quantity by a delta, never below 1 nor above 99; a change of 0 writes nothing', () => {
    const line = addGuestLine(mouse);
    changeGuestQty(line.itemid, 1);
    changeGuestQty(line.itemid, 1);
    expect(readGuestLines()[0]?.qty).toBe(3);
    changeGuestQty(line.itemid, -5);
    expect(readGuestLines()[0]?.qty).toBe(1);
    changeGuestQty(line.itemid, 200);
    expect(readGuestLines()[0]?.qty).toBe(99);
    const listener = vi.fn();
    window.addEventListener(GUEST_CART_CHANGE_EVENT, listener);
    changeGuestQty(line.itemid, 0);
    window.removeEventListener(GUEST_CART_CHANGE_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('deletes one line, and after a merge removes only the lines that were sent', () => {
    const first = addGuestLine(mouse);
    const second = addGuestLine(pc('Corsair RM750e'));
    const third = addGuestLine({ ...mouse, itemShort: 'Logitech G502' });
    deleteGuestLine(first.itemid);
    expect(readGuestLines().map((line) => line.itemid)).toEqual([second.itemid, third.itemid]);
    removeGuestLines(new Set([second.itemid]));
    expect(readGuestLines().map((line) => line.itemid)).toEqual([third.itemid]);
  });

  it('leaves out what no longer reads as a cart line', () => {
    writeGuestCart([
      { qty: 1, itemid: 'guest-1', itemType: 'speaker', item: {}, itemShort: 'x' },
      { qty: 1, itemType: 'mouse', item: { id: 'g102' }, itemShort: 'no id' },
      { qty: 2, itemid: 'guest-2', itemType: 'mouse', item: { id: 'g102' }, itemShort: 'ok' },
    ]);
    expect(readGuestLines().map((line) => line.itemid)).toEqual(['guest-2']);
  });
});
