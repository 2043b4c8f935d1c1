import { assertPaise, type Paise } from '../money';
import { divideRoundingHalfUp } from '../pricing/price-formulas';

/**
 * EMI estimates (docs/decisions/051-emi-estimates-as-a-bank-computes-them.md), in whole paise.
 *
 * A card EMI is a loan on a monthly reducing balance: a fixed instalment
 * P x r x (1 + r)^n / ((1 + r)^n - 1), r the annual rate / 12, rounded to the paisa; each month's
 * interest is the balance x r rounded to the paisa, the rest of the instalment repays the balance,
 * and the last instalment settles what rounding left. The bank adds GST on each month's interest.
 * A no-cost EMI is the same loan on a price lowered upfront by a discount equal to that loan's
 * interest, so the instalments add up to the price: it is never a loan at 0 % interest.
 */

/** The tenures the shop's table shows, in months. */
export const EMI_TENURES_MONTHS = [3, 6, 9, 12] as const;

/** GST on a bank's financial services, charged on the interest of every instalment. */
export const EMI_INTEREST_GST_PERCENT = 18;

/** The highest annual rate the shop accepts in its configuration. */
export const EMI_MAX_ANNUAL_RATE_PERCENT = 60;

export type EmiPlan = {
  months: number;
  /** Annual interest rate, percent, at most two decimals (13, 14.25). */
  annualRatePercent: number;
  /** A no-cost offer: the interest is given back as an upfront discount. */
  noCost: boolean;
};

export type EmiMonth = {
  month: number;
  instalmentPaise: Paise;
  interestPaise: Paise;
  principalPaise: Paise;
  /** Left to repay after this instalment (before the last one settles rounding). */
  balancePaise: Paise;
  gstOnInterestPaise: Paise;
};

export type EmiSchedule = {
  /** The amount borrowed. */
  principalPaise: Paise;
  months: number;
  annualRatePercent: number;
  /** Each instalment but the last. */
  instalmentPaise: Paise;
  /** The last one: the instalment plus or minus what rounding left. */
  lastInstalmentPaise: Paise;
  rows: EmiMonth[];
  interestPaise: Paise;
  gstOnInterestPaise: Paise;
};

export type EmiOption = {
  months: number;
  annualRatePercent: number;
  noCost: boolean;
  /** The price asked (for a card payment: the grand total). */
  pricePaise: Paise;
  /** No-cost EMI's upfront discount, equal to the interest; else 0. */
  discountPaise: Paise;
  /** What the bank lends: the price less the discount. */
  financedPaise: Paise;
  instalmentPaise: Paise;
  lastInstalmentPaise: Paise;
  interestPaise: Paise;
  gstOnInterestPaise: Paise;
  /** Everything the buyer pays: the instalments and the GST on their interest. */
  totalPayablePaise: Paise;
};

/** The annual rate in hundredths of a percent, refusing what a bank would not quote. */
function basisPoints(annualRatePercent: number): number {
  const points = Math.round(annualRatePercent * 100);
  if (
    !Number.isFinite(annualRatePercent) ||
    Math.abs(points - annualRatePercent * 100) > 1e-6 ||
    points < 0 ||
    points > EMI_MAX_ANNUAL_RATE_PERCENT * 100
  ) {
    throw new RangeError(`Not an annual rate the shop quotes: ${annualRatePercent}`);
  }
  return points;
}

function checkMonths(months: number): void {
  if (!Number.isSafeInteger(months) || months < 1 || months > 120) {
    throw new RangeError(`A tenure is a whole number of months from 1 to 120, got ${months}`);
  }
}

/** One month's interest on a balance: balance x rate / 12, to the nearest paisa. */
function monthlyInterest(balancePaise: Paise, points: number): Paise {
  return divideRoundingHalfUp(balancePaise * points, 12 * 100 * 100);
}

/** The fixed instalment, rounded to the paisa. */
export function emiInstalment(
  principalPaise: Paise,
  annualRatePercent: number,
  months: number,
): Paise {
  assertPaise(principalPaise);
  checkMonths(months);
  const points = basisPoints(annualRatePercent);
  if (principalPaise <= 0) return 0;
  if (points === 0) return divideRoundingHalfUp(principalPaise, months);
  const rate = points / (12 * 100 * 100);
  const growth = (1 + rate) ** months;
  return Math.round((principalPaise * rate * growth) / (growth - 1));
}

/** The whole repayment table, month by month, as a bank prints it. */
export function emiSchedule(
  principalPaise: Paise,
  annualRatePercent: number,
  months: number,
): EmiSchedule {
  const instalmentPaise = emiInstalment(principalPaise, annualRatePercent, months);
  const points = basisPoints(annualRatePercent);
  const rows: EmiMonth[] = [];
  let balancePaise = principalPaise;
  for (let month = 1; month <= months; month++) {
    const interestPaise = monthlyInterest(balancePaise, points);
    const principalPart = instalmentPaise - interestPaise;
    balancePaise -= principalPart;
    rows.push({
      month,
      instalmentPaise,
      interestPaise,
      principalPaise: principalPart,
      balancePaise,
      gstOnInterestPaise: divideRoundingHalfUp(interestPaise * EMI_INTEREST_GST_PERCENT, 100),
    });
  }
  const sum = (pick: (row: EmiMonth) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    principalPaise,
    months,
    annualRatePercent,
    instalmentPaise,
    // What rounding left over (or took too much) is settled with the last instalment.
    lastInstalmentPaise: instalmentPaise + balancePaise,
    rows,
    interestPaise: sum((row) => row.interestPaise),
    gstOnInterestPaise: sum((row) => row.gstOnInterestPaise),
  };
}

/**
 * The upfront discount of a no-cost EMI: the discount D for which the interest on a loan of
 * price - D is D, so the instalments add up to the price. The interest falls as the discount
 * grows, so the search walks to the first discount that covers the interest; when rounding leaves
 * no exact answer it is the one a paisa in the buyer's favour.
 */
export function noCostDiscount(
  pricePaise: Paise,
  annualRatePercent: number,
  months: number,
): Paise {
  const interestOn = (discount: Paise) =>
    emiSchedule(pricePaise - discount, annualRatePercent, months).interestPaise;
  let discount = interestOn(0);
  // A fixed-point walk: each step changes the interest by far less than the step.
  for (let step = 0; step < 20; step++) {
    const next = interestOn(discount);
    if (next === discount) return discount;
    discount = next;
  }
  while (interestOn(discount) > discount) discount += 1;
  while (discount > 0 && interestOn(discount - 1) <= discount - 1) discount -= 1;
  return discount;
}

/** One row of the shop's table: what a plan costs on a price. */
export function emiOption(pricePaise: Paise, plan: EmiPlan): EmiOption {
  assertPaise(pricePaise);
  const discountPaise = plan.noCost
    ? noCostDiscount(pricePaise, plan.annualRatePercent, plan.months)
    : 0;
  const financedPaise = pricePaise - discountPaise;
  const schedule = emiSchedule(financedPaise, plan.annualRatePercent, plan.months);
  return {
    months: plan.months,
    annualRatePercent: plan.annualRatePercent,
    noCost: plan.noCost,
    pricePaise,
    discountPaise,
    financedPaise,
    instalmentPaise: schedule.instalmentPaise,
    lastInstalmentPaise: schedule.lastInstalmentPaise,
    interestPaise: schedule.interestPaise,
    gstOnInterestPaise: schedule.gstOnInterestPaise,
    totalPayablePaise: financedPaise + schedule.interestPaise + schedule.gstOnInterestPaise,
  };
}

/** The table for a price: one row per plan, shortest tenure first. */
export function emiTable(pricePaise: Paise, plans: readonly EmiPlan[]): EmiOption[] {
  return [...plans].sort((a, b) => a.months - b.months).map((plan) => emiOption(pricePaise, plan));
}

/** "EMI from ₹X/month": the lowest instalment of the table; null for an empty table. */
export function lowestEmi(options: readonly EmiOption[]): EmiOption | null {
  let lowest: EmiOption | null = null;
  for (const option of options) {
    if (!lowest || option.instalmentPaise < lowest.instalmentPaise) lowest = option;
  }
  return lowest;
}
