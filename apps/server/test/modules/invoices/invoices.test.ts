import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PaidLine, type Selection, SHOP_TAX_IDENTITY, splitInclusive } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rupeesInWords } from '../../../src/modules/invoices/amount-in-words';
import { createInvoicesService, issueInvoice } from '../../../src/modules/invoices/service';
import { testDatabaseKind } from '../../helper';
import {
  type Buyer,
  buildShopApp,
  buyer,
  gamingSelection,
  giveCoupon,
  payInSandbox,
  paymentRow,
  type ShopTestApp,
} from '../checkout/support';
import { numberOf } from '../staff/support';
import { pdfPages } from './pdf-text';

/** Where a run leaves the PDFs it checked, for a person to look at (INVOICE_PDF_DIR). */
const KEEP_DIR = process.env.INVOICE_PDF_DIR;

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (paise: number) => amount.format(paise / 100);

describe('GST tax invoices', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let buyers = 0;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
  });
  afterAll(() => testApp.close());

  async function paidOrder(
    options: { address?: Record<string, string>; gstin?: string; coupon?: boolean } = {},
  ) {
    const payer = await buyer(testApp, `invoice${++buyers}@example.in`, { selection, mice: 2 });
    let addressid = payer.addressId;
    if (options.address) {
      const added = await payer.browser.post('/api/addaddress', options.address);
      addressid = added
        .json()
        .addresses.find((one: { title: string }) => one.title === options.address?.title).addressid;
    }
    if (options.gstin) {
      await testApp.database.db
        .updateTable('users')
        .set({ gst: options.gstin })
        .where('id', '=', payer.userId)
        .execute();
    }
    const couponid = options.coupon
      ? await giveCoupon(testApp, payer.userId, { value: -1000, minPurchaseValue: 50_000 })
      : undefined;
    const id = await payInSandbox(testApp, { ...payer, addressId: addressid }, 'SUCCESS', {
      ...(couponid && { couponid }),
    });
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json().code).toBe(
      'PAYMENT_SUCCESS',
    );
    const orders = await testApp.database.db
      .selectFrom('orders')
      .select(['orderid', 'line_no'])
      .where('merchant_transaction_id', '=', id)
      .orderBy('line_no')
      .execute();
    return { payer, id, orderIds: orders.map((order) => order.orderid) };
  }

  async function download(who: Buyer, orderId: string) {
    const answer = await who.browser.get(`/api/invoices/${orderId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    return { pdf, disposition: String(answer.headers['content-disposition']) };
  }

  async function keep(name: string, pdf: Buffer) {
    if (KEEP_DIR) await writeFile(join(KEEP_DIR, name), pdf);
  }

  /** Every line of the invoice the payment's lines and fee should give, as the PDF prints it. */
  async function expectedRows(id: string, intraState: boolean) {
    const payment = await paymentRow(testApp, id);
    const lines = payment.cart as PaidLine[];
    const fee = (payment.totals as { platformFeePaise: number }).platformFeePaise;
    return [
      ...lines.map((line) => ({ qty: line.qty, valuePaise: line.valuePaise, line })),
      { qty: 1, valuePaise: fee, line: null },
    ].map(({ qty, valuePaise, line }) => ({
      line,
      qty,
      split: splitInclusive(valuePaise, intraState),
    }));
  }

  it('shows every field of an in-state invoice, with CGST and SGST', async () => {
    const { payer, id, orderIds } = await paidOrder({ coupon: true });
    const { pdf, disposition } = await download(payer, orderIds[0] as string);
    await keep('invoice-in-state.pdf', pdf);
    expect(disposition).toBe('attachment; filename="RigForge-invoice-RF-25-26-000001.pdf"');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0] as string[];

    // The seller: name, address and GSTIN.
    const shows = (fragment: string) =>
      expect(
        text.some((printed) => printed.includes(fragment)),
        fragment,
      ).toBe(true);
    expect(text.slice(0, 2)).toEqual(['Original for recipient', 'TAX INVOICE']);
    shows('RigForge');
    shows(SHOP_TAX_IDENTITY.legalName);
    for (const line of SHOP_TAX_IDENTITY.addressLines) shows(line);
    shows('GSTIN: 33AAJCR4821K1Z9');
    shows('State: Tamil Nadu (code 33)');
    // The invoice: number, date, payment.
    shows('Invoice number RF/25-26/000001');
    shows('Invoice date 1 June 2025');
    shows(`Payment id ${id}`);
    // The orders it covers, by the numbers the customer knows them by.
    const numbers = await Promise.all(orderIds.map((orderId) => numberOf(testApp, orderId)));
    shows(`Orders ${numbers.join(', ')}`);
    // The buyer, the place of supply.
    expect(text).toContain('BILLED AND SHIPPED TO');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('12 Anna Salai');
    expect(text).toContain('Chennai 600002');
    expect(text.filter((printed) => printed.includes('State: Tamil Nadu (code 33)'))).toHaveLength(
      2,
    );
    expect(text).toContain('Phone: 9876543210');
    shows('Place of supply Tamil Nadu (33)');
    shows('Supply Intra-state');
    shows('Reverse charge No');
    // No buyer GSTIN was given, so none is shown.
    expect(text.filter((printed) => printed.includes('GSTIN:'))).toHaveLength(1);

    // The lines: description, HSN, quantity, taxable value, rate, CGST, SGST, total.
    expect(text).toContain('# Description HSN/SAC Qty Taxable value Rate CGST 9% SGST 9% Total');
    const rows = await expectedRows(id, true);
    const hsn = ['8471', '847160', '998599'];
    rows.forEach(({ line, qty, split }, index) => {
      const description = line
        ? line.title === line.itemShort
          ? line.itemShort
          : line.title
        : 'Platform fee (2%)';
      const row = text.find((printed) => printed.startsWith(`${index + 1} `));
      expect(row, `row ${index + 1}`).toBeDefined();
      expect(row).toContain(description.slice(0, 12));
      expect(row).toMatch(
        new RegExp(
          ` ${hsn[index]} ${qty} ${literal(money(split.taxablePaise))} 18% ${literal(money(split.cgstPaise))} ${literal(money(split.sgstPaise))} ${literal(money(split.totalPaise))}$`,
        ),
      );
      expect(split.igstPaise).toBe(0);
    });
    expect(text.join(' ')).toContain('Coupon discount ₹1,000.00 included');

    // The totals, equal to what was paid, and the total in words.
    const paid = (await paymentRow(testApp, id)).amount_paise;
    const taxable = rows.reduce((sum, row) => sum + row.split.taxablePaise, 0);
    const half = rows.reduce((sum, row) => sum + row.split.cgstPaise, 0);
    expect(taxable + 2 * half).toBe(paid);
    expect(text).toContain(`Taxable value ₹${money(taxable)}`);
    expect(text).toContain(`CGST at 9% ₹${money(half)}`);
    expect(text).toContain(`SGST at 9% ₹${money(half)}`);
    expect(text).toContain(`Total ₹${money(paid)}`);
    expect(text).toContain('Total in words');
    expect(text.join(' ')).toContain(rupeesInWords(paid));
    expect(rupeesInWords(paid)).toMatch(/^One Lakh .* Rupees Only$/);
  });

  it('shows IGST, the buyer GSTIN and the place of supply on an out-of-state invoice', async () => {
    const { payer, id, orderIds } = await paidOrder({
      address: {
        title: 'Office',
        address: '4 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      gstin: '29AABCU9603R1ZJ',
    });
    const { pdf, disposition } = await download(payer, orderIds[1] as string);
    await keep('invoice-out-of-state.pdf', pdf);
    expect(disposition).toBe('attachment; filename="RigForge-invoice-RF-25-26-000002.pdf"');
    const text = (await pdfPages(pdf))[0] as string[];

    const shows = (fragment: string) =>
      expect(
        text.some((printed) => printed.includes(fragment)),
        fragment,
      ).toBe(true);
    shows('Invoice number RF/25-26/000002');
    shows('GSTIN: 33AAJCR4821K1Z9');
    shows('State: Tamil Nadu (code 33)');
    expect(text).toContain('4 MG Road');
    expect(text).toContain('Bengaluru 560001');
    expect(text).toContain('State: Karnataka (code 29)');
    expect(text).toContain('GSTIN: 29AABCU9603R1ZJ');
    shows('Place of supply Karnataka (29)');
    shows('Supply Inter-state');
    expect(text).toContain('# Description HSN/SAC Qty Taxable value Rate IGST 18% Total');
    expect(text.join(' ')).not.toContain('CGST');

    const rows = await expectedRows(id, false);
    rows.forEach(({ qty, split }, index) => {
      const row = text.find((printed) => printed.startsWith(`${index + 1} `));
      expect(row).toMatch(
        new RegExp(
          ` ${qty} ${literal(money(split.taxablePaise))} 18% ${literal(money(split.igstPaise))} ${literal(money(split.totalPaise))}$`,
        ),
      );
    });
    const paid = (await paymentRow(testApp, id)).amount_paise;
    const igst = rows.reduce((sum, row) => sum + row.split.igstPaise, 0);
    expect(text).toContain(`IGST at 18% ₹${money(igst)}`);
    expect(text).toContain(`Total ₹${money(paid)}`);
    expect(text.join(' ')).toContain(rupeesInWords(paid));
  });

  it('gives every order of a payment the same invoice, and nobody else any', async () => {
    const { payer, orderIds } = await paidOrder();
    expect(orderIds).toHaveLength(2);
    const first = await download(payer, orderIds[0] as string);
    const second = await download(payer, orderIds[1] as string);
    expect(second.disposition).toBe(first.disposition);

    const other = await buyer(testApp, `invoice${++buyers}@example.in`);
    const refused = await other.browser.get(`/api/invoices/${orderIds[0]}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    expect((await other.browser.get('/api/invoices/not-an-order')).statusCode).toBe(404);
    const guest = await testApp.app.inject({ method: 'GET', url: `/api/invoices/${orderIds[0]}` });
    expect(guest.statusCode).toBe(401);
  });

  it('lets staff modules have the PDF of any order through the service', async () => {
    const { orderIds } = await paidOrder();
    const file = await createInvoicesService(testApp.app).pdfForOrder(orderIds[0] as string);
    expect(file?.fileName).toMatch(/^RigForge-invoice-RF-25-26-\d{6}\.pdf$/);
    expect(file?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await createInvoicesService(testApp.app).pdfForOrder(crypto.randomUUID())).toBe(null);
  });

  it('issues an invoice, on first asking, for a payment confirmed before invoices existed', async () => {
    const { payer, id, orderIds } = await paidOrder();
    await testApp.database.db
      .deleteFrom('tax_invoices')
      .where('merchant_transaction_id', '=', id)
      .execute();
    const before = await serialsOf('2025-26');
    const { disposition } = await download(payer, orderIds[0] as string);
    const number = `RF-25-26-${String(before + 1).padStart(6, '0')}`;
    expect(disposition).toBe(`attachment; filename="RigForge-invoice-${number}.pdf"`);
    expect((await download(payer, orderIds[1] as string)).disposition).toBe(disposition);
  });

  it('gives a number back when the confirmation issuing it rolls back, so numbers have no gaps', async () => {
    const before = await serialsOf('2025-26');
    const { id } = await paidOrder();
    await testApp.database.db
      .deleteFrom('tax_invoices')
      .where('merchant_transaction_id', '=', id)
      .execute();
    const { user_id: userId } = await paymentRow(testApp, id);
    await expect(
      testApp.database.db.transaction().execute(async (trx) => {
        await issueInvoice(
          trx,
          {
            merchantTransactionId: id,
            userId,
            lines: [],
            platformFeePaise: 0,
            buyer: { name: 'X', address: 'Chennai, Tamil Nadu, 600002', phone: null, gstin: null },
          },
          testApp.clock.now(),
        );
        throw new Error('the confirmation failed after numbering');
      }),
    ).rejects.toThrow('the confirmation failed');
    expect(await serialsOf('2025-26')).toBe(before + 1);
  });

  it('starts the numbers again at 1 in a new financial year', async () => {
    testApp.clock.advance(Date.parse('2026-03-31T18:30:00Z') - testApp.clock.now().getTime());
    const { payer, orderIds } = await paidOrder();
    const { disposition } = await download(payer, orderIds[0] as string);
    expect(disposition).toBe('attachment; filename="RigForge-invoice-RF-26-27-000001.pdf"');
  });

  async function serialsOf(financialYear: string) {
    const row = await testApp.database.db
      .selectFrom('invoice_serials')
      .select('last_serial')
      .where('financial_year', '=', financialYear)
      .executeTakeFirst();
    return row?.last_serial ?? 0;
  }
});

describe('invoice numbers under concurrent orders', () => {
  it.runIf(testDatabaseKind === 'postgres')(
    'numbers twelve payments confirmed at once 1 to 12, no gaps, no repeats',
    async () => {
      const testApp = await buildShopApp();
      try {
        const selection = await gamingSelection(testApp);
        const ids: { payer: Buyer; id: string }[] = [];
        for (let i = 0; i < 12; i++) {
          const payer = await buyer(testApp, `rush${i}@example.in`, { selection });
          ids.push({ payer, id: await payInSandbox(testApp, payer, 'SUCCESS') });
        }
        const answers = await Promise.all(
          ids.map(({ payer, id }) => payer.browser.get(`/api/payment/validate/${id}`)),
        );
        expect(answers.map((answer) => answer.json().code)).toEqual(
          Array(12).fill('PAYMENT_SUCCESS'),
        );
        const numbers = await testApp.database.db
          .selectFrom('tax_invoices')
          .select(['serial', 'invoice_number'])
          .orderBy('serial')
          .execute();
        expect(numbers.map((row) => row.serial)).toEqual(
          Array.from({ length: 12 }, (_, i) => i + 1),
        );
        expect(new Set(numbers.map((row) => row.invoice_number)).size).toBe(12);
      } finally {
        await testApp.close();
      }
    },
    60_000,
  );
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
