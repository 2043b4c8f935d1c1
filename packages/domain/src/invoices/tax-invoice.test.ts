import { describe, expect, it } from 'vitest';
import { isValidGstin } from '../india/gstin';
import type { PaidLine } from '../pricing/paid-lines';
import { SHOP_TAX_IDENTITY } from '../shop/shop-tax';
import {
  buildTaxInvoice,
  deliveryStateOf,
  financialYearOf,
  hsnFor,
  INVOICE_NUMBER_PATTERN,
  invoiceNumber,
  splitInclusive,
} from './tax-invoice';

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
const mice: PaidLine = {
  ...pc,
  itemid: 'b',
  itemType: 'mouse',
  title: 'Logitech G102',
  itemShort: 'Logitech G102',
  qty: 2,
  unitPricePaise: 139_500,
  valuePaise: 279_000,
};

function invoice(address: string, gstin: string | null = null) {
  return buildTaxInvoice({
    number: 'RF/25-26/000001',
    financialYear: '2025-26',
    issuedAt: new Date('2025-06-01T20:00:00Z'),
    merchantTransactionId: 'RFTEST',
    buyer: { name: 'Asha Rao', address, phone: '9876543210', gstin },
    lines: [pc, mice],
    platformFeePaise: 239_580,
    amountInWords: (paise) => `${paise} in words`,
  });
}

describe('GST tax invoices', () => {
  it('names the shop with a valid Tamil Nadu GSTIN', () => {
    expect(isValidGstin(SHOP_TAX_IDENTITY.gstin)).toBe(true);
    expect(SHOP_TAX_IDENTITY.gstin.slice(0, 2)).toBe(SHOP_TAX_IDENTITY.gstStateCode);
  });

  it('counts financial years from 1 April in India', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices in at most 16 characters the rule allows', () => {
    expect(invoiceNumber('2025-26', 42)).toBe('RF/25-26/000042');
    expect(invoiceNumber('2025-26', 9_999_999)).toHaveLength(16);
    expect(invoiceNumber('2025-26', 9_999_999)).toMatch(INVOICE_NUMBER_PATTERN);
    expect(() => invoiceNumber('2025-26', 10_000_000)).toThrow(RangeError);
    expect(() => invoiceNumber('2025-26', 0)).toThrow(RangeError);
  });

  it('splits a GST-inclusive price so the parts add up to it', () => {
    expect(splitInclusive(11_800, true)).toEqual({
      totalPaise: 11_800,
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    });
    expect(splitInclusive(11_800, false)).toMatchObject({ taxablePaise: 10_000, igstPaise: 1_800 });
    for (const price of [1, 99, 100, 139_500, 11_700_001]) {
      for (const intra of [true, false]) {
        const split = splitInclusive(price, intra);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(
          price,
        );
        expect(split.cgstPaise).toBe(split.sgstPaise);
      }
    }
  });

  it("reads the delivery state from an address's last but one part", () => {
    expect(deliveryStateOf('12, Anna Salai, Chennai, Tamil Nadu, 600002')).toBe('Tamil Nadu');
    expect(deliveryStateOf('4 MG Road, Bengaluru, Karnataka, 560001')).toBe('Karnataka');
    expect(deliveryStateOf('nowhere in particular')).toBe(null);
  });

  it('takes HSN codes by item type, or the code an item carries', () => {
    expect(hsnFor('PC', {})).toBe('8471');
    expect(hsnFor('monitor', {})).toBe('8528');
    expect(hsnFor('mouse', {})).toBe('847160');
    expect(hsnFor('headset', {})).toBe('8518');
    expect(hsnFor('monitor', { hsn: '85285900' })).toBe('85285900');
  });

  it('charges CGST and SGST on a delivery in Tamil Nadu', () => {
    const made = invoice('12 Anna Salai, Chennai, Tamil Nadu, 600002');
    expect(made.supply).toBe('intra-state');
    expect(made.placeOfSupply).toEqual({ state: 'Tamil Nadu', gstStateCode: '33' });
    expect(made.lines.every((line) => line.igstPaise === 0 && line.cgstPaise > 0)).toBe(true);
    expect(made.buyer.addressLines).toEqual(['12 Anna Salai', 'Chennai 600002']);
    expect(made.totals.totalPaise).toBe(11_700_000 + 279_000 + 239_580);
    expect(made.lines.map((line) => [line.hsn, line.qty, line.discountPaise])).toEqual([
      ['8471', 1, -100_000],
      ['847160', 2, 0],
      ['998599', 1, 0],
    ]);
    expect(made.amountInWords).toBe(`${made.totals.totalPaise} in words`);
  });

  it('charges IGST on a delivery in another state, and shows a valid buyer GSTIN only', () => {
    const made = invoice('4 MG Road, Bengaluru, Karnataka, 560001', '29aabcu9603r1zj');
    expect(made.supply).toBe('inter-state');
    expect(made.placeOfSupply).toEqual({ state: 'Karnataka', gstStateCode: '29' });
    expect(made.totals.cgstPaise + made.totals.sgstPaise).toBe(0);
    expect(made.totals.igstPaise).toBeGreaterThan(0);
    expect(made.buyer.gstin).toBe('29AABCU9603R1ZJ');
    expect(invoice('4 MG Road, Bengaluru, Karnataka, 560001', '29AABCU9603R1ZX').buyer.gstin).toBe(
      null,
    );
  });
});
