import {
  type CartItem,
  type CartProduct,
  type CheckoutAnswer,
  type CouponQuote,
  checkoutQuote,
  checkoutTotals,
  isCouponActive,
  quoteCheckout,
  toCheckoutLines,
} from '@shop/domain';
import type { Session } from '../../../lib/session/session-context';
import { MONITOR, MOUSE } from '../../../test/accessory-offers';
import { TEST_USER, testDetails } from '../../../test/fake-session';
import { accessoryProduct, testPcBuild } from '../../../test/product-fixtures';
import { toCheckoutCoupon } from '../checkout-rules';
import type { Coupon } from '../checkout-types';

type UserDetails = NonNullable<Session['details']>;

export const PC_PRICE = 89_541;

type LineOverrides = Partial<Omit<CartItem, 'itemType' | 'item'>>;

export function cartLine(
  itemid: string,
  overrides: LineOverrides = {},
  product: CartProduct = { itemType: 'PC', item: testPcBuild('#111111') },
): CartItem {
  return {
    itemid,
    userid: TEST_USER.id,
    ...product,
    itemShort: 'Ryzen 5 7600 | RTX 4060 | 32 GB DDR5',
    title: 'Custom PC (Pro PC)',
    qty: 1,
    stock: 'Y',
    updatedPrice: PC_PRICE,
    created: '2026-03-01T10:00:00.000Z',
    checkoutInfo: null,
    checkouttime: new Date().toISOString(),
    ...overrides,
  };
}

export const MOUSE_LINE = (overrides: LineOverrides = {}) =>
  cartLine(
    'mouse-1',
    {
      itemShort: 'Logitech G102 Lightsync',
      title: 'Logitech G102 Lightsync',
      qty: 2,
      updatedPrice: 1_395,
      ...overrides,
    },
    { itemType: 'mouse', item: accessoryProduct(MOUSE) },
  );

export const MONITOR_OUT_OF_STOCK = () =>
  cartLine(
    'monitor-1',
    {
      itemShort: 'LG UltraGear 24GS60F',
      title: 'LG UltraGear 24GS60F',
      stock: 'N',
      updatedPrice: 0,
    },
    { itemType: 'monitor', item: accessoryProduct(MONITOR) },
  );

export const WELCOME_1000: Coupon = {
  couponid: 'c-1000',
  description: 'Flat ₹1,000 off on PCs above ₹50,000',
  value: -1_000,
  validity: null,
  created: '2026-01-01T00:00:00.000Z',
  minPurchaseValue: 50_000,
};

export const WELCOME_2500: Coupon = {
  couponid: 'c-2500',
  description: 'Flat ₹2,500 off on PCs above ₹1,20,000',
  value: -2_500,
  validity: null,
  created: '2026-01-01T00:00:00.000Z',
  minPurchaseValue: 120_000,
};

export const EXPIRED_COUPON: Coupon = {
  couponid: 'c-old',
  description: 'Diwali offer',
  value: -5_000,
  validity: '2020-11-01',
  created: '2020-10-01T00:00:00.000Z',
  minPurchaseValue: 0,
};

export const HOME = { addressid: 'a-1', title: 'Home', address: '12 Anna Salai, Chennai, 600042' };
export const OFFICE = {
  addressid: 'a-2',
  title: 'Office',
  address: '4 MG Road, Bengaluru, 560001',
};

export function checkoutDetails({
  verified = 1,
  coupons = [WELCOME_1000, WELCOME_2500, EXPIRED_COUPON],
}: {
  verified?: number;
  coupons?: Coupon[];
} = {}): UserDetails {
  return {
    ...testDetails(),
    userInfo: [{ ...TEST_USER, number: '9876543210', verified }],
    addresses: [HOME, OFFICE],
    coupons,
  };
}

/**
 * The server's /api/checkout answer, worked out as it does: the shared rules over the cart, without
 * a coupon and with each usable one (coupons past their validity are not usable).
 */
export function checkoutAnswerFor(cart: CartItem[], coupons: Coupon[]): CheckoutAnswer {
  const lines = toCheckoutLines(cart);
  return {
    cart,
    quote: checkoutQuote(checkoutTotals({ lines })),
    couponQuotes: coupons
      .filter((coupon) => isCouponActive(coupon.validity))
      .map((coupon): CouponQuote => {
        const couponid = String(coupon.couponid);
        const decided = quoteCheckout(lines, toCheckoutCoupon(coupon));
        return decided.ok
          ? { couponid, applies: true, quote: checkoutQuote(decided.totals) }
          : {
              couponid,
              applies: false,
              code: 'COUPON_BELOW_MINIMUM',
              message: decided.refusal.message,
            };
      }),
  };
}
