import { checkoutQuote, checkoutTotals, couponMinimumMessage, type Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShopApp,
  buyer,
  gamingSelection,
  giveCoupon,
  MOUSE,
  type ShopTestApp,
} from './support';

/**
 * docs/api/checkout.md#checkout-screen: checkout opens with the cart and its totals without a
 * coupon and with each usable one, so choosing a coupon asks the shop nothing.
 */
describe('checkout opens with its totals', () => {
  let testApp: ShopTestApp;
  let selection: Selection;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
  });
  afterAll(() => testApp.close());

  it("answers the quote's totals without a coupon and with each unspent, unexpired coupon", async () => {
    const who = await buyer(testApp, 'opening@example.in', { selection, mice: 1 });
    const applies = await giveCoupon(testApp, who.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const below = await giveCoupon(testApp, who.userId, {
      value: -2500,
      minPurchaseValue: 10_00_000,
      code: 'BIG',
    });
    await giveCoupon(testApp, who.userId, {
      value: -5000,
      minPurchaseValue: 0,
      code: 'OLD',
      validity: new Date(testApp.clock.now().getTime() - 86_400_000),
    });

    const answer = (await who.browser.post('/api/checkout', { uid: who.userId })).json();
    const pcPricePaise = Math.round(answer.cart[0].updatedPrice * 100);
    const lines = [
      { kind: 'pc' as const, unitPricePaise: pcPricePaise, qty: 1, inStock: true },
      { kind: 'addon' as const, unitPricePaise: MOUSE.price * 100, qty: 1, inStock: true },
    ];
    const coupon = { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 };
    expect(answer.quote).toEqual(checkoutQuote(checkoutTotals({ lines })));
    // The expired coupon is not usable: it has no quote.
    expect(answer.couponQuotes).toHaveLength(2);
    expect(answer.couponQuotes).toEqual(
      expect.arrayContaining([
        {
          couponid: applies,
          applies: true,
          quote: checkoutQuote(checkoutTotals({ lines, coupon })),
        },
        {
          couponid: below,
          applies: false,
          code: 'COUPON_BELOW_MINIMUM',
          message: couponMinimumMessage(10_00_000),
        },
      ]),
    );
    // The same figures /quote answers for each.
    expect((await who.browser.post('/api/quote', { couponid: applies })).json()).toEqual(
      answer.couponQuotes.find((each: { couponid: string }) => each.couponid === applies).quote,
    );
    expect((await who.browser.post('/api/quote', {})).json()).toEqual(answer.quote);
  });
});
