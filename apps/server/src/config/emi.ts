// The EMI tenures, bank rates and no-cost offers the screens estimate with, read from EMI_RATES and
// EMI_NO_COST_MONTHS (docs/api/emi.md).
import { EMI_MAX_ANNUAL_RATE_PERCENT, EMI_TENURES_MONTHS, type EmiPlan } from '@shop/domain';

const EMI_RATE_PAIR = String.raw`\s*\d{1,3}\s*:\s*\d{1,2}(\.\d{1,2})?\s*`;
export const EMI_RATES_PATTERN = new RegExp(`^${EMI_RATE_PAIR}(,${EMI_RATE_PAIR})*$`);
export const EMI_MONTHS_PATTERN = /^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/;

/**
 * A bank card rate the shop can defend as typical (SBI Card's published offers for 3 to 12 months
 * sit at 12 % to 14 % a year): set EMI_RATES to the payment provider's actual rates.
 */
export const DEFAULT_EMI_RATES = '3:14,6:14,9:14,12:14';

function parseEmiRates(value: string): Map<number, number> {
  return new Map(
    value.split(',').map((pair) => {
      const [months = '', rate = ''] = pair.split(':').map((part) => part.trim());
      return [Number(months), Number(rate)];
    }),
  );
}

function parseMonths(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
}

export function emiProblem(
  rates: string | undefined,
  noCost: string | undefined,
): { variable: string; message: string } | null {
  // Reported by the variable's own pattern.
  if (rates !== undefined && !EMI_RATES_PATTERN.test(rates)) return null;
  if (noCost !== undefined && !EMI_MONTHS_PATTERN.test(noCost)) return null;
  const parsed = parseEmiRates(rates ?? DEFAULT_EMI_RATES);
  for (const [months, rate] of parsed) {
    if (!(EMI_TENURES_MONTHS as readonly number[]).includes(months)) {
      return {
        variable: 'EMI_RATES',
        message: `${months} months is not a tenure the shop shows (${EMI_TENURES_MONTHS.join(', ')})`,
      };
    }
    if (rate <= 0 || rate > EMI_MAX_ANNUAL_RATE_PERCENT) {
      return {
        variable: 'EMI_RATES',
        message: `a rate must be above 0 and at most ${EMI_MAX_ANNUAL_RATE_PERCENT} percent a year`,
      };
    }
  }
  if (rates !== undefined && rates.split(',').length !== parsed.size) {
    return { variable: 'EMI_RATES', message: 'each tenure is given once' };
  }
  for (const months of parseMonths(noCost)) {
    if (!parsed.has(months)) {
      return {
        variable: 'EMI_NO_COST_MONTHS',
        message: `${months} months has no rate in EMI_RATES: a no-cost offer pays that rate's interest`,
      };
    }
  }
  return null;
}

export function emiPlansOf(rates: string | undefined, noCostMonths: string | undefined): EmiPlan[] {
  const noCost = new Set(parseMonths(noCostMonths));
  return [...parseEmiRates(rates ?? DEFAULT_EMI_RATES)]
    .map(([months, annualRatePercent]) => ({
      months,
      annualRatePercent,
      noCost: noCost.has(months),
    }))
    .sort((a, b) => a.months - b.months);
}
