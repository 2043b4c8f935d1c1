import { todayInIndia } from '../dates';
import type { Paise } from '../money';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  type TaxInvoice,
  type TaxInvoiceLine,
  type TaxSplit,
} from './tax-invoice';

/**
 * GST credit notes (docs/decisions/102-gst-credit-notes.md): a supply cancelled after its tax
 * invoice is reversed by a credit note (CGST Act, section 34) with its own serial series, naming
 * the invoice it reverses. A cancellation refunds the whole payment, so a credit note reverses
 * its whole invoice: the same lines and tax split, every figure with its sign reversed.
 */

/** "CN/25-26/000007": a serial series of its own, 15 characters. */
export const CREDIT_NOTE_PREFIX = 'CN';

export function creditNoteNumber(financialYear: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) {
    throw new RangeError(`A serial is a whole number from 1, got ${serial}`);
  }
  const number = `${CREDIT_NOTE_PREFIX}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(
      `Credit note number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH}`,
    );
  }
  return number;
}

/** A credit note: the invoice's shape, figures negative, and the invoice it reverses. */
export interface CreditNote extends TaxInvoice {
  against: { number: string; issuedOn: string };
  reason: string;
}

/** 0 - x, not -x: a zero stays 0, never -0. */
const reversed = (paise: Paise): Paise => 0 - paise;

const reversedSplit = (split: TaxSplit): TaxSplit => ({
  totalPaise: reversed(split.totalPaise),
  taxablePaise: reversed(split.taxablePaise),
  cgstPaise: reversed(split.cgstPaise),
  sgstPaise: reversed(split.sgstPaise),
  igstPaise: reversed(split.igstPaise),
});

export function buildCreditNote(input: {
  invoice: TaxInvoice;
  number: string;
  financialYear: string;
  issuedAt: Date;
  reason: string;
  amountInWords: (paise: Paise) => string;
}): CreditNote {
  const { invoice } = input;
  const lines: TaxInvoiceLine[] = invoice.lines.map((line) => ({
    ...line,
    ...reversedSplit(line),
    grossPaise: reversed(line.grossPaise),
    discountPaise: reversed(line.discountPaise),
  }));
  return {
    ...invoice,
    number: input.number,
    financialYear: input.financialYear,
    issuedOn: todayInIndia(input.issuedAt),
    lines,
    totals: reversedSplit(invoice.totals),
    amountInWords: input.amountInWords(invoice.totals.totalPaise),
    against: { number: invoice.number, issuedOn: invoice.issuedOn },
    reason: input.reason,
  };
}
