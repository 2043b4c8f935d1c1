import { describe, expect, it } from 'vitest';
import { type CheckoutLine, checkoutTotals, couponRefusal } from './checkout-totals';

const pc = (rupees: number, qty = 1, inStock = true): CheckoutLine => ({
  kind: 'pc',
  unitPricePaise: Math.round(rupees * 100),
  qty,
  inStock,
});
const addon = (rupees: number, qty = 1, inStock = true): CheckoutLine => ({
  ...pc(rupees, qty, inStock),
  kind: 'addon',
});

describe('checkoutTotals', () => {
  it('adds in-stock lines by kind, takes the coupon off, and puts GST and the fee on top', () => {
    // PC ₹87,291 + 2 x mouse ₹1,395 (the ₹4,000 keyboard is out of stock) - ₹2,000 coupon
    // = ₹88,081 total; taxable 88,081 / 1.18 = ₹74,644.915... -> ₹74,644.92; GST ₹13,436.08;
    // fee 2 % = ₹1,761.62; grand total ₹89,842.62.
    const totals = checkoutTotals({
      lines: [pc(87_291), addon(1_395, 2), addon(4_000, 1, false)],
      coupon: { valuePaise: -200_000, minPurchaseValuePaise: 5_000_000 },
    });
    expect(totals).toEqual({
      pcSubtotalPaise: 8_729_100,
      addonSubtotalPaise: 279_000,
      couponApplies: true,
      couponDiscountPaise: -200_000,
      totalPaise: 8_808_100,
      taxableValuePaise: 7_464_492,
      gstPaise: 1_343_608,
      platformFeePaise: 176_200,
      grandTotalPaise: 8_984_300,
    });
  });

  it('ignores a coupon whose minimum is above the PC subtotal', () => {
    // ₹40,000 with a ₹50,000-minimum coupon: taxable 40,000 / 1.18 = ₹33,898.305... -> ₹33,898.31.
    const totals = checkoutTotals({
      lines: [pc(40_000)],
      coupon: { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 },
    });
    expect(totals).toMatchObject({
      couponApplies: false,
      couponDiscountPaise: 0,
      totalPaise: 4_000_000,
      taxableValuePaise: 3_389_831,
      gstPaise: 610_169,
      platformFeePaise: 80_000,
      grandTotalPaise: 4_080_000,
    });
  });

  it('applies a coupon whose minimum equals the PC subtotal', () => {
    // ₹50,000 - ₹1,000 = ₹49,000; taxable 49,000 / 1.18 = ₹41,525.423... -> ₹41,525.42.
    const totals = checkoutTotals({
      lines: [pc(50_000)],
      coupon: { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 },
    });
    expect(totals).toMatchObject({
      couponApplies: true,
      totalPaise: 4_900_000,
      taxableValuePaise: 4_152_542,
      gstPaise: 747_458,
      platformFeePaise: 98_000,
      grandTotalPaise: 4_998_000,
    });
  });

  it('counts add-ons towards the total but not towards the coupon minimum', () => {
    const totals = checkoutTotals({
      lines: [pc(45_000), addon(10_000)],
      coupon: { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 },
    });
    expect(totals.couponApplies).toBe(false);
    expect(totals.totalPaise).toBe(5_500_000);
  });

  it('charges the grand total in whole rupees, rounding below half down', () => {
    // ₹100.25 x 1.02 = ₹102.255 -> ₹102; taxable 100.25 / 1.18 = ₹84.957... -> ₹84.96.
    const totals = checkoutTotals({ lines: [pc(100.25)] });
    expect(totals).toMatchObject({
      totalPaise: 10_025,
      platformFeePaise: 175,
      grandTotalPaise: 10_200,
      taxableValuePaise: 8_496,
      gstPaise: 1_529,
    });
  });

  it('rounds a grand total of exactly half a rupee up', () => {
    // ₹76,725 x 1.02 = ₹78,259.50 -> ₹78,260.
    const totals = checkoutTotals({ lines: [pc(76_725)] });
    expect(totals).toMatchObject({ grandTotalPaise: 7_826_000, platformFeePaise: 153_500 });
  });

  it('multiplies by quantity and leaves out-of-stock PCs out of the PC subtotal', () => {
    const totals = checkoutTotals({ lines: [pc(60_000, 2), pc(90_000, 1, false)] });
    expect(totals.pcSubtotalPaise).toBe(12_000_000);
  });

  it('adds a coupon with a positive value', () => {
    const totals = checkoutTotals({
      lines: [pc(1_000)],
      coupon: { valuePaise: 50_000, minPurchaseValuePaise: 0 },
    });
    expect(totals.totalPaise).toBe(150_000);
  });

  it('never lets a deduction take the total below zero', () => {
    const totals = checkoutTotals({
      lines: [pc(1_000)],
      coupon: { valuePaise: -500_000, minPurchaseValuePaise: 0 },
    });
    expect(totals).toMatchObject({ totalPaise: 0, gstPaise: 0, grandTotalPaise: 0 });
  });

  it('is all zeros for an empty cart', () => {
    expect(checkoutTotals({ lines: [], coupon: null })).toEqual({
      pcSubtotalPaise: 0,
      addonSubtotalPaise: 0,
      couponApplies: false,
      couponDiscountPaise: 0,
      totalPaise: 0,
      taxableValuePaise: 0,
      gstPaise: 0,
      platformFeePaise: 0,
      grandTotalPaise: 0,
    });
  });

  it('refuses fractions of a paisa and fractional quantities', () => {
    expect(() =>
      checkoutTotals({ lines: [{ kind: 'pc', unitPricePaise: 1.5, qty: 1, inStock: true }] }),
    ).toThrow(RangeError);
    expect(() => checkoutTotals({ lines: [pc(100, 1.5)] })).toThrow(RangeError);
  });
});

describe('couponRefusal', () => {
  it("gives the shop's message with the minimum in Indian rupee grouping", () => {
    expect(
      couponRefusal({ valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 }, 4_999_999),
    ).toBe(
      'This coupon is valid only on PC(s) purchases of ₹50,000 or more. Increase your PC(s) value to apply the discount!',
    );
    expect(couponRefusal({ valuePaise: -100_000, minPurchaseValuePaise: 15_000_000 }, 0)).toContain(
      '₹1,50,000 or more',
    );
  });

  it('is null when the PC subtotal reaches the minimum, or there is no coupon', () => {
    expect(
      couponRefusal({ valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 }, 5_000_000),
    ).toBe(null);
    expect(couponRefusal(null, 0)).toBe(null);
    expect(couponRefusal(undefined, 0)).toBe(null);
  });
});
