import { describe, expect, it } from 'vitest';
import type { PaidLine } from '../pricing/paid-lines';
import { buildCreditNote, creditNoteNumber } from './credit-note';
import { buildTaxInvoice, INVOICE_NUMBER_PATTERN } from './tax-invoice';

const pc: PaidLine = {
  itemid: 'a',
  itemType: 'PC',
  title: 'Custom PC',
  item: {},
  itemShort: 'Ryzen 7 7800X3D, RTX 4070 Super',
  qty: 1,
  unitPricePaise: 11_800_000,
  valuePaise: 11_700_000,
  discount: { amount: 118_000, couponDiscount: -1000, profit: 26, discount: 10 },
};

const invoiceIn = (address: string) =>
  buildTaxInvoice({
    number: 'RF/25-26/000009',
    financialYear: '2025-26',
    issuedAt: new Date('2025-06-01T20:00:00Z'),
    merchantTransactionId: 'RFTEST',
    buyer: { name: 'Asha Rao', address, phone: '9876543210', gstin: null },
    lines: [pc, { ...pc, itemid: 'b', itemType: 'mouse', qty: 2, valuePaise: 279_001 }],
    platformFeePaise: 239_580,
    amountInWords: (paise) => `${paise} in words`,
  });

describe('GST credit notes', () => {
  it('numbers credit notes in their own series, within the rule’s 16 characters', () => {
    expect(creditNoteNumber('2026-27', 7)).toBe('CN/26-27/000007');
    expect(creditNoteNumber('2026-27', 7)).toMatch(INVOICE_NUMBER_PATTERN);
    expect(() => creditNoteNumber('2026-27', 0)).toThrow(RangeError);
  });

  for (const address of [
    '12 Anna Salai, Chennai, Tamil Nadu, 600002',
    '4 MG Road, Bengaluru, Karnataka, 560001',
  ]) {
    it(`reverses every figure of the invoice, with the same tax split (${address.split(', ')[2]})`, () => {
      const invoice = invoiceIn(address);
      const note = buildCreditNote({
        invoice,
        number: 'CN/25-26/000001',
        financialYear: '2025-26',
        issuedAt: new Date('2025-06-03T06:00:00Z'),
        reason: 'Order cancelled',
        amountInWords: (paise) => `${paise} in words`,
      });
      expect(note.against).toEqual({ number: 'RF/25-26/000009', issuedOn: '2025-06-02' });
      expect(note.issuedOn).toBe('2025-06-03');
      expect(note.supply).toBe(invoice.supply);
      expect(note.lines).toHaveLength(invoice.lines.length);
      note.lines.forEach((line, index) => {
        const original = invoice.lines[index];
        expect(line.description).toBe(original?.description);
        expect(line.hsn).toBe(original?.hsn);
        for (const figure of [
          'totalPaise',
          'taxablePaise',
          'cgstPaise',
          'sgstPaise',
          'igstPaise',
          'grossPaise',
        ] as const) {
          expect(line[figure]).toBe(0 - (original?.[figure] ?? Number.NaN));
        }
      });
      expect(note.totals).toEqual({
        totalPaise: 0 - invoice.totals.totalPaise,
        taxablePaise: 0 - invoice.totals.taxablePaise,
        cgstPaise: 0 - invoice.totals.cgstPaise,
        sgstPaise: 0 - invoice.totals.sgstPaise,
        igstPaise: 0 - invoice.totals.igstPaise,
      });
      expect(note.amountInWords).toBe(`${invoice.totals.totalPaise} in words`);
    });
  }
});
