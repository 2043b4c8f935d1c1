import type { CreditNote, TaxInvoice } from '@shop/domain';

export const PAGE_MARGIN = 40;
export const INK = '#1c1c1e';
export const MUTED = '#5a5a5f';
const RULE = '#c8c8cc';
export const BAND = '#f1f1f4';

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** 1234567 paise: "12,345.67" (lakh grouping). */
export const money = (paise: number) => amount.format(paise / 100);
/** A credit note's figures are negative: "-₹1,234.00". */
export const rupees = (paise: number) => (paise < 0 ? `-₹${money(-paise)}` : `₹${money(paise)}`);

export const isCreditNote = (document: TaxInvoice): document is CreditNote => 'against' in document;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2025-06-01": "1 June 2025". */
export const longDate = (ymd: string) => dateFormat.format(new Date(`${ymd}T00:00:00Z`));

/** A thin rule across the page at `y`. */
export function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}
