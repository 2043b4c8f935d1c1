import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Buyer } from '../checkout/support';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, numberOf } from '../staff/support';
import { pdfPages } from './pdf-text';

describe('GST credit notes of cancelled orders', () => {
  let testApp: ShopTestApp;
  beforeAll(async () => {
    testApp = await buildShopApp();
  });
  afterAll(() => testApp.close());

  async function pdfText(who: Buyer, path: string) {
    const answer = await who.browser.get(path);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return {
      text: ((await pdfPages(answer.rawPayload))[0] ?? []) as string[],
      disposition: String(answer.headers['content-disposition']),
    };
  }

  it('has none while the order stands, and none for another customer', async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'cn-standing@example.in');
    const standing = await customer.browser.get(`/api/credit-notes/${orderIds[0]}`);
    expect(standing.statusCode).toBe(404);
    const other = await customerWithOrder(testApp, 'cn-other@example.in');
    await customer.browser.post('/api/cancelOrder', { orderId: orderIds[0] });
    const notMine = await other.customer.browser.get(`/api/credit-notes/${orderIds[0]}`);
    expect(notMine.statusCode).toBe(404);
  });

  it("reverses the invoice's every figure, naming its number and date, once the refund completes", async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'cn-refund@example.in', {
      mice: 1,
    });
    const invoice = await pdfText(customer, `/api/invoices/${orderIds[0]}`);
    await customer.browser.post('/api/cancelOrder', { orderId: orderIds[1] });
    // Issued with the refund's completion (the sandbox refunds at once), not on download.
    const stored = await testApp.database.db
      .selectFrom('credit_notes')
      .innerJoin('orders', 'orders.merchant_transaction_id', 'credit_notes.merchant_transaction_id')
      .select(['credit_notes.credit_note_number', 'credit_notes.invoice_number'])
      .where('orders.orderid', '=', orderIds[0] as string)
      .executeTakeFirstOrThrow();
    expect(stored.credit_note_number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);

    for (const orderId of orderIds) {
      const note = await pdfText(customer, `/api/credit-notes/${orderId}`);
      expect(note.disposition).toBe(
        `attachment; filename="RigForge-credit-note-${stored.credit_note_number.replaceAll('/', '-')}.pdf"`,
      );
      expect(note.text).toContain('CREDIT NOTE');
      const invoiceNumber = invoice.text.find((line) => line.startsWith('Invoice number '));
      const invoiceDate = invoice.text.find((line) => line.startsWith('Invoice date '));
      expect(invoiceNumber?.replace('Invoice number ', '')).toBe(stored.invoice_number);
      // Particulars share a printed line with the seller's address beside them.
      const shows = (fragment: string) =>
        expect(
          note.text.some((line) => line.endsWith(fragment)),
          fragment,
        ).toBe(true);
      shows(`Note number ${stored.credit_note_number}`);
      shows(
        `Orders ${await numberOf(testApp, orderIds[0] as string)}, ${await numberOf(testApp, orderIds[1] as string)}`,
      );
      shows(`Against invoice ${stored.invoice_number}`);
      shows(invoiceDate ?? 'the invoice date');

      // Every line and total of the invoice, each figure with its sign reversed.
      const figures = (line: string) => line.match(/-?₹?[\d,]+\.\d{2}/g) ?? [];
      const rows = (text: string[]) =>
        text.filter((line) => /^\d+ /.test(line) && figures(line).length >= 3);
      const invoiceRows = rows(invoice.text);
      const noteRows = rows(note.text);
      expect(invoiceRows.length).toBeGreaterThanOrEqual(3);
      expect(noteRows.map(figures)).toEqual(
        invoiceRows.map((row) => figures(row).map((figure) => `-${figure}`)),
      );
      for (const label of [
        'Taxable value ₹',
        'CGST at 9% ₹',
        'SGST at 9% ₹',
        'IGST at 18% ₹',
        'Total ₹',
      ]) {
        const line = invoice.text.find((each) => each.startsWith(label));
        if (!line) continue;
        expect(note.text).toContain(line.replace(label, `${label.slice(0, -1)}-₹`));
      }
    }
  });
});
