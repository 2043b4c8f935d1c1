/**
 * Money is integer paise everywhere it is stored or computed
 * (docs/decisions/003-money-in-paise-prices-decided-by-the-server.md). Rupees appear only at the
 * edges: data files people edit, and the API's rupee fields.
 */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;

export function assertPaise(value: number): Paise {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a whole number of paise, got ${value}`);
  }
  return value;
}

/** Rupees (possibly with paise as decimals) to paise, rounding half away from zero at the paisa. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  const sign = rupees < 0 ? -1 : 1;
  // toPrecision(15) drops binary noise first, so 1.005 rupees is 101 paise, not 100.
  return sign * Math.round(Number((Math.abs(rupees) * PAISE_PER_RUPEE).toPrecision(15)));
}

/** Paise to rupees, for showing and for the API's rupee fields. */
export function paiseToRupees(paise: Paise): number {
  return assertPaise(paise) / PAISE_PER_RUPEE;
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,00,000" for whole rupees, "₹1,00,000.50" when there are paise (en-IN lakh grouping). */
export function formatInr(paise: Paise): string {
  assertPaise(paise);
  const format = paise % PAISE_PER_RUPEE === 0 ? wholeRupees : rupeesAndPaise;
  return format.format(paise / PAISE_PER_RUPEE);
}

/**
 * "₹15,825": rounded to the nearest whole rupee, for estimates such as an EMI where paise would
 * claim a precision the bank's own rounding does not give (docs/decisions/104-small-words-after-paying.md).
 */
export function formatInrWhole(paise: Paise): string {
  assertPaise(paise);
  return wholeRupees.format(Math.round(paise / PAISE_PER_RUPEE));
}

/** A rupee figure without the symbol, with Indian grouping: 100000 gives "1,00,000". */
export function formatIndianNumber(value: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);
}
