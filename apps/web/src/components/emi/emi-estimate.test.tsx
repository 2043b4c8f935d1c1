import { emiTable, formatInr, formatInrWhole, lowestEmi, rupeesToPaise } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, TEST_EMI_PLANS } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { EmiEstimate, totalsForOnePc } from './emi-estimate';

const PRICE = rupeesToPaise(1_06_641);

describe('the EMI estimate', () => {
  it('says EMI from the lowest instalment, on the price with its platform fee', async () => {
    fakeApi();
    const totals = totalsForOnePc(PRICE);
    renderWithShell(<EmiEstimate totals={totals} />);
    const lowest = lowestEmi(emiTable(totals.grandTotalPaise, TEST_EMI_PLANS));
    const title = await screen.findByText(
      `EMI from ${formatInrWhole(lowest?.instalmentPaise ?? 0)}/month`,
    );
    fireEvent.click(title);
    // ₹1,06,641 with the 2 % platform fee is ₹1,08,774 (rounded to the rupee).
    expect(totals.grandTotalPaise).toBe(rupeesToPaise(1_08_774));
    expect(
      screen.getByText(
        /^On ₹1,08,774 paid by card: ₹1,06,641 including GST, and a 2% platform fee of ₹2,133\.$/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/The EMI options of your card on the payment page are the ones that count/),
    ).toBeTruthy();
  });

  it('takes its plans from the client configuration, asking the API nothing of its own', async () => {
    const api = fakeApi({}, { othersNotFound: true });
    renderWithShell(<EmiEstimate totals={totalsForOnePc(PRICE)} />);
    await screen.findByRole('table', { name: 'EMI estimate by tenure' });
    expect(api.allCalls()).toEqual([]);
  });

  it('shows a row per tenure with its instalment, interest with GST, and total payable', async () => {
    fakeApi();
    const totals = totalsForOnePc(PRICE);
    renderWithShell(<EmiEstimate totals={totals} />);
    const table = await screen.findByRole('table', { name: 'EMI estimate by tenure' });
    const rows = within(table).getAllByRole('row').slice(1);
    const expected = emiTable(totals.grandTotalPaise, TEST_EMI_PLANS);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
      expected.map((row) => `${row.months} months14% a year`),
    );
    for (const [index, row] of expected.entries()) {
      const cells = within(rows[index] as HTMLElement).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        formatInrWhole(row.instalmentPaise),
        `${formatInr(row.interestPaise)}+ ${formatInr(row.gstOnInterestPaise)} GST`,
        formatInr(row.totalPayablePaise),
      ]);
    }
  });

  it('shows a no-cost offer as an upfront discount equal to the interest, never as 0 % interest', async () => {
    const plans = TEST_EMI_PLANS.map((plan) => ({ ...plan, noCost: plan.months === 3 }));
    fakeApi({ emiPlans: plans });
    const totals = totalsForOnePc(PRICE);
    renderWithShell(<EmiEstimate totals={totals} />);
    const table = await screen.findByRole('table', { name: 'EMI estimate by tenure' });
    const [noCost] = emiTable(totals.grandTotalPaise, plans);
    const row = within(table).getByRole('row', { name: /^3 months/ });
    expect(within(row).getByText('No-cost EMI, bank rate 14% a year')).toBeTruthy();
    expect(
      within(row).getByText(
        `−${formatInr(noCost?.discountPaise ?? 0)} off upfront, equal to the interest`,
      ),
    ).toBeTruthy();
    expect(noCost?.discountPaise).toBe(noCost?.interestPaise);
    expect(table.textContent).not.toMatch(/0\s?% interest/i);
    expect(document.body.textContent).not.toMatch(/\b0\s?%/);
  });

  it('shows nothing while there is nothing to pay', () => {
    fakeApi();
    const { container } = renderWithShell(<EmiEstimate totals={totalsForOnePc(0)} />);
    expect(container.querySelector('.emi-estimate')).toBeNull();
  });
});
