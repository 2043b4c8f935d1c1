import './emi-estimate.css';
import {
  type CheckoutTotals,
  checkoutTotals,
  EMI_INTEREST_GST_PERCENT,
  emiTable,
  formatInr,
  formatInrWhole,
  lowestEmi,
  type Paise,
  PRICING_RATES,
} from '@shop/domain';
import { useId } from 'react';
import { CreditCard } from 'react-bootstrap-icons';
import { useEmiPlans } from '../../lib/use-emi-plans';

const COLUMNS = ['Monthly EMI', 'Interest', 'Total payable'] as const;

/** The figures of one PC bought alone: its price, with the platform fee a card payment adds. */
export function totalsForOnePc(sellingPaise: Paise): CheckoutTotals {
  return checkoutTotals({
    lines: [{ kind: 'pc', unitPricePaise: sellingPaise, qty: 1, inStock: true }],
  });
}

/**
 * "EMI from ₹X/month" and the table per tenure (docs/api/emi.md): an estimate on the amount paid
 * by card, the grand total with its platform fee, from the domain's emiTable. A no-cost offer is
 * an upfront discount equal to the interest, never a 0 % rate. Nothing shows until the plans load,
 * or for nothing to pay.
 */
export function EmiEstimate({ totals, className }: { totals: CheckoutTotals; className?: string }) {
  const plans = useEmiPlans();
  const id = useId();
  const amount = totals.grandTotalPaise;
  if (!plans || plans.length === 0 || amount <= 0) return null;
  const table = emiTable(amount, plans);
  const lowest = lowestEmi(table);
  if (!lowest) return null;
  return (
    <section
      className={['emi-estimate', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <details>
        <summary>
          <CreditCard aria-hidden="true" />{' '}
          <span id={`${id}-title`} className="emi-estimate-title">
            EMI from {formatInrWhole(lowest.instalmentPaise)}/month
          </span>
          <span className="emi-estimate-more"> · estimate, see the table</span>
        </summary>
        <p className="emi-estimate-basis">
          On {formatInr(amount)} paid by card: {formatInr(totals.totalPaise)} including GST, and a{' '}
          {PRICING_RATES.platformFeePercent}% platform fee of {formatInr(totals.platformFeePaise)}.
        </p>
        {/* Narrow screens lay each row out as a block of labelled values (emi-estimate.css). */}
        <table className="emi-estimate-table">
          <caption className="visually-hidden">EMI estimate by tenure</caption>
          <thead>
            <tr>
              <th scope="col">Tenure</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.map((row) => (
              <tr key={row.months}>
                <th scope="row">
                  {row.months} months
                  <span className="emi-estimate-rate">
                    {row.noCost
                      ? `No-cost EMI, bank rate ${row.annualRatePercent}% a year`
                      : `${row.annualRatePercent}% a year`}
                  </span>
                </th>
                <td data-label={COLUMNS[0]}>
                  <span className="emi-estimate-value">{formatInrWhole(row.instalmentPaise)}</span>
                </td>
                <td data-label={COLUMNS[1]}>
                  <span className="emi-estimate-value">
                    {formatInr(row.interestPaise)}
                    <span className="emi-estimate-sub">
                      + {formatInr(row.gstOnInterestPaise)} GST
                    </span>
                    {row.noCost && (
                      <span className="emi-estimate-offer">
                        −{formatInr(row.discountPaise)} off upfront, equal to the interest
                      </span>
                    )}
                  </span>
                </td>
                <td data-label={COLUMNS[2]}>
                  <span className="emi-estimate-value">{formatInr(row.totalPayablePaise)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="emi-estimate-note">
          An estimate at the bank rates shown, on a monthly reducing balance. Banks add{' '}
          {EMI_INTEREST_GST_PERCENT}% GST on the interest and may charge a processing fee. A no-cost
          EMI lowers the price upfront by the interest the bank charges. The EMI options of your
          card on the payment page are the ones that count.
        </p>
      </details>
    </section>
  );
}
