import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '../money';
import {
  EMI_TENURES_MONTHS,
  emiInstalment,
  emiOption,
  emiSchedule,
  emiTable,
  lowestEmi,
  noCostDiscount,
} from './emi';

const paise = rupeesToPaise;

/**
 * SBI Card's published repayment table for a Flexipay (card EMI) booking: principal ₹10,000 at
 * 13.00 % p.a. for 12 months, instalment ₹893.17, with each month's principal, interest, balance
 * and taxes (GST on the interest). Published by SBI Cards and Payment Services Ltd on its Tata
 * Card site, "Offer Terms and Conditions", Flexipay Jan-Mar'22 offer:
 * https://www.tatacard.com/tata-en/offer-terms-conditions.page
 */
const SBI_CARD_TABLE = {
  principal: 10_000,
  annualRatePercent: 13,
  months: 12,
  instalment: 893.17,
  rows: [
    // [principal, interest, balance, taxes]
    [784.84, 108.33, 9215.16, 19.5],
    [793.34, 99.83, 8421.82, 17.97],
    [801.93, 91.24, 7619.89, 16.42],
    [810.62, 82.55, 6809.27, 14.86],
    [819.4, 73.77, 5989.87, 13.28],
    [828.28, 64.89, 5161.59, 11.68],
    [837.25, 55.92, 4324.34, 10.07],
    [846.32, 46.85, 3478.02, 8.43],
    [855.49, 37.68, 2622.53, 6.78],
    [864.76, 28.41, 1757.77, 5.11],
    [874.13, 19.04, 883.64, 3.43],
    [883.6, 9.57, 0.04, 1.72],
  ],
} as const;

/**
 * SBI Card's EMI offer with TTK Prestige on Tata Card: "Interest charges applicable on Monthly
 * Reducing Balance", "An interest of 14% per annum will be charged for 3, 6, 9 and 12 EMIs", and the
 * maker's discount that pays that interest: "3 months-2.29%, 6 months-3.96%, 9 months-5.59%,
 * 12 months-7.19%". Published at
 * https://www.tatacard.com/tata-en/personal/offers/offer-detail.page?offer-id=MK_PERS_TTK_PRESTIGE_TATA
 */
const NO_COST_DISCOUNT_PERCENT_AT_14 = { 3: 2.29, 6: 3.96, 9: 5.59, 12: 7.19 } as const;

describe('EMI on a monthly reducing balance', () => {
  it("gives SBI Card's instalment for ₹10,000 at 13 % over 12 months: ₹893.17", () => {
    expect(
      emiInstalment(
        paise(SBI_CARD_TABLE.principal),
        SBI_CARD_TABLE.annualRatePercent,
        SBI_CARD_TABLE.months,
      ),
    ).toBe(paise(SBI_CARD_TABLE.instalment));
  });

  it("prints SBI Card's repayment table to the paisa, month by month", () => {
    const schedule = emiSchedule(
      paise(SBI_CARD_TABLE.principal),
      SBI_CARD_TABLE.annualRatePercent,
      SBI_CARD_TABLE.months,
    );
    expect(
      schedule.rows.map((row) => [
        row.principalPaise,
        row.interestPaise,
        row.balancePaise,
        row.gstOnInterestPaise,
      ]),
    ).toEqual(SBI_CARD_TABLE.rows.map((row) => row.map(paise)));
    expect(schedule.rows.every((row) => row.instalmentPaise === paise(893.17))).toBe(true);
  });

  it('settles the four paise rounding left with the last instalment', () => {
    const schedule = emiSchedule(paise(10_000), 13, 12);
    const interest = SBI_CARD_TABLE.rows.reduce((sum, row) => sum + paise(row[1]), 0);
    expect(schedule.interestPaise).toBe(interest);
    expect(schedule.interestPaise).toBe(paise(718.08));
    expect(schedule.lastInstalmentPaise).toBe(paise(893.21));
    const paid = schedule.instalmentPaise * 11 + schedule.lastInstalmentPaise;
    expect(paid).toBe(paise(10_000) + schedule.interestPaise);
    expect(schedule.gstOnInterestPaise).toBe(
      SBI_CARD_TABLE.rows.reduce((sum, row) => sum + paise(row[3]), 0),
    );
  });

  it('divides the price evenly when the rate is 0, the last instalment taking the remainder', () => {
    const schedule = emiSchedule(paise(1_000), 0, 3);
    expect(schedule.instalmentPaise).toBe(33_333);
    expect(schedule.lastInstalmentPaise).toBe(33_334);
    expect(schedule.interestPaise).toBe(0);
  });

  it('refuses a rate no bank quotes and a tenure that is not whole months', () => {
    expect(() => emiInstalment(paise(1_000), -1, 3)).toThrow(RangeError);
    expect(() => emiInstalment(paise(1_000), 13.125, 3)).toThrow(RangeError);
    expect(() => emiInstalment(paise(1_000), 61, 3)).toThrow(RangeError);
    expect(() => emiInstalment(paise(1_000), 13, 2.5)).toThrow(RangeError);
    expect(() => emiInstalment(10.5, 13, 3)).toThrow(RangeError);
  });
});

describe('no-cost EMI', () => {
  it.each(Object.entries(NO_COST_DISCOUNT_PERCENT_AT_14))(
    "discounts %s months at 14 %% by SBI Card's published percentage",
    (months, percent) => {
      const price = paise(1_00_000);
      const discount = noCostDiscount(price, 14, Number(months));
      expect(Math.round((discount / price) * 100 * 100) / 100).toBe(percent);
    },
  );

  it('is an upfront discount equal to the interest, so the instalments add up to the price', () => {
    for (const months of EMI_TENURES_MONTHS) {
      const option = emiOption(paise(1_23_456), { months, annualRatePercent: 15, noCost: true });
      expect(option.discountPaise).toBeGreaterThan(0);
      expect(option.discountPaise).toBe(option.interestPaise);
      expect(option.financedPaise).toBe(option.pricePaise - option.discountPaise);
      const instalments = option.instalmentPaise * (months - 1) + option.lastInstalmentPaise;
      expect(instalments).toBe(option.pricePaise);
      // The bank's GST on the interest is still the buyer's to pay.
      expect(option.totalPayablePaise).toBe(option.pricePaise + option.gstOnInterestPaise);
    }
  });

  it('never leaves the buyer paying more than the price when rounding has no exact answer', () => {
    for (let price = paise(30_000); price < paise(30_000) + 500; price += 7) {
      const option = emiOption(price, { months: 9, annualRatePercent: 16.5, noCost: true });
      expect(option.financedPaise + option.interestPaise).toBeLessThanOrEqual(price);
      expect(option.discountPaise - option.interestPaise).toBeLessThanOrEqual(1);
    }
  });
});

describe('the tenure table', () => {
  const plans = EMI_TENURES_MONTHS.map((months) => ({
    months,
    annualRatePercent: 14,
    noCost: months === 3,
  }));

  it('has a row per tenure, shortest first, each totalling instalments and GST on interest', () => {
    const table = emiTable(paise(1_02_000), [...plans].reverse());
    expect(table.map((row) => row.months)).toEqual([3, 6, 9, 12]);
    for (const row of table) {
      const schedule = emiSchedule(row.financedPaise, 14, row.months);
      expect(row.instalmentPaise).toBe(schedule.instalmentPaise);
      expect(row.interestPaise).toBe(schedule.interestPaise);
      expect(row.totalPayablePaise).toBe(
        row.financedPaise + row.interestPaise + row.gstOnInterestPaise,
      );
    }
    const [noCost, six] = table;
    expect(noCost?.discountPaise).toBe(noCost?.interestPaise);
    expect(six?.discountPaise).toBe(0);
    expect(six?.financedPaise).toBe(paise(1_02_000));
  });

  it('costs more in interest the longer the tenure', () => {
    const interest = emiTable(
      paise(1_50_000),
      plans.map((plan) => ({ ...plan, noCost: false })),
    ).map((row) => row.interestPaise);
    expect(interest).toEqual([...interest].sort((a, b) => a - b));
    expect(new Set(interest).size).toBe(4);
  });

  it('says "from" the lowest instalment, which is the longest tenure', () => {
    const table = emiTable(paise(1_02_000), plans);
    expect(lowestEmi(table)?.months).toBe(12);
    expect(lowestEmi([])).toBeNull();
  });

  it("matches SBI Card's ₹893.17 when the table's price is ₹10,000 at 13 %", () => {
    const [row] = emiTable(paise(10_000), [{ months: 12, annualRatePercent: 13, noCost: false }]);
    expect(row?.instalmentPaise).toBe(paise(893.17));
    expect(row?.totalPayablePaise).toBe(paise(10_718.08) + (row?.gstOnInterestPaise ?? 0));
  });
});
