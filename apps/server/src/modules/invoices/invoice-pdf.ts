import { createRequire } from 'node:module';
import type { CreditNote, TaxInvoice } from '@shop/domain';
import PDFDocument from 'pdfkit';
import { drawLines } from './invoice-pdf-lines';
import {
  BAND,
  INK,
  isCreditNote,
  longDate,
  MUTED,
  PAGE_MARGIN,
  rule,
  rupees,
} from './invoice-pdf-style';

// DejaVu Sans has the rupee sign, which PDF's built-in fonts lack; the files come with the
// dejavu-fonts-ttf package, so the PDF needs nothing from the machine it runs on.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * The invoice as a PDF (A4, one page for a usual order, more when it runs long): the seller
 * and the invoice's particulars, the buyer and the place of supply, its lines, the totals, and
 * the total in words. Draws a tax invoice, or a credit note (docs/decisions/102-gst-credit-notes.md): the same
 * layout, titled CREDIT NOTE, with the invoice it reverses among its particulars. The orders it
 * covers are named by their numbers (`OD-7K3M-Q9XA`, decision 111), read when it is drawn: they
 * are how the customer and the shop speak of a purchase, and no part of the stored document.
 */
export function renderInvoicePdf(
  invoice: TaxInvoice | CreditNote,
  orderNumbers: readonly string[],
): Promise<Buffer> {
  const credit = isCreditNote(invoice) ? invoice : null;
  const kind = credit ? 'Credit note' : 'Tax invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: {
      Title: `${kind} ${invoice.number}`,
      Author: invoice.seller.legalName,
      Subject: `${kind} for payment ${invoice.merchantTransactionId}`,
      CreationDate: new Date(`${invoice.issuedOn}T00:00:00+05:30`),
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;

  // Title band.
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(18)
    .text(credit ? 'CREDIT NOTE' : 'TAX INVOICE', left, PAGE_MARGIN);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Original for recipient', left, PAGE_MARGIN + 4, { width, align: 'right' });
  rule(doc, PAGE_MARGIN + 28);

  // Seller (left) and the invoice's particulars (right).
  const top = PAGE_MARGIN + 38;
  const half = width / 2 - 10;
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(13)
    .text(invoice.seller.name, left, top, { width: half });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  doc.text(invoice.seller.legalName, { width: half });
  for (const line of invoice.seller.addressLines) doc.text(line, { width: half });
  doc.text(`GSTIN: ${invoice.seller.gstin}`, { width: half });
  doc.text(`State: ${invoice.seller.state} (code ${invoice.seller.gstStateCode})`, { width: half });
  doc.text(`Email: ${invoice.seller.email}`, { width: half });
  const sellerBottom = doc.y;

  const particulars: [string, string][] = [
    ...((credit
      ? [
          ['Note number', credit.number],
          ['Note date', longDate(credit.issuedOn)],
          ['Against invoice', credit.against.number],
          ['Invoice date', longDate(credit.against.issuedOn)],
          ['Reason', credit.reason],
        ]
      : [
          ['Invoice number', invoice.number],
          ['Invoice date', longDate(invoice.issuedOn)],
        ]) as [string, string][]),
    ...((orderNumbers.length > 0
      ? [[orderNumbers.length > 1 ? 'Orders' : 'Order', orderNumbers.join(', ')]]
      : []) as [string, string][]),
    ['Payment id', invoice.merchantTransactionId],
    ['Place of supply', `${invoice.placeOfSupply.state} (${invoice.placeOfSupply.gstStateCode})`],
    ['Supply', invoice.supply === 'intra-state' ? 'Intra-state' : 'Inter-state'],
    ['Reverse charge', 'No'],
  ];
  let rowY = top;
  const labelX = left + width * 0.48;
  const valueWidth = width * 0.52 - 82;
  for (const [label, value] of particulars) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(label, labelX, rowY, { width: 80 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, labelX + 82, rowY, { width: valueWidth });
    rowY = doc.y + 3;
  }

  // Buyer.
  let y = Math.max(sellerBottom, rowY) + 12;
  rule(doc, y);
  y += 8;
  doc.font('bold').fontSize(9).fillColor(MUTED).text('BILLED AND SHIPPED TO', left, y);
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(invoice.buyer.name, left, doc.y + 3);
  doc.font('regular').fontSize(8.5);
  for (const line of invoice.buyer.addressLines) doc.text(line, { width: half });
  doc.text(`State: ${invoice.buyer.state} (code ${invoice.buyer.gstStateCode})`, { width: half });
  if (invoice.buyer.gstin) doc.text(`GSTIN: ${invoice.buyer.gstin}`, { width: half });
  if (invoice.buyer.phone) doc.text(`Phone: ${invoice.buyer.phone}`, { width: half });

  // Lines.
  y = doc.y + 14;
  y = drawLines(doc, invoice, y);

  // Totals.
  y += 10;
  const totals: [string, string][] = [
    ['Taxable value', rupees(invoice.totals.taxablePaise)],
    ...(invoice.supply === 'intra-state'
      ? ([
          ['CGST at 9%', rupees(invoice.totals.cgstPaise)],
          ['SGST at 9%', rupees(invoice.totals.sgstPaise)],
        ] as [string, string][])
      : ([['IGST at 18%', rupees(invoice.totals.igstPaise)]] as [string, string][])),
  ];
  const totalsX = left + width - 250;
  for (const [label, value] of totals) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, totalsX, y, { width: 130 });
    doc.fillColor(INK).text(value, totalsX + 130, y, { width: 120, align: 'right' });
    y = doc.y + 4;
  }
  doc.rect(totalsX - 6, y - 2, 256, 22).fill(BAND);
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text('Total', totalsX, y + 4, { width: 130 });
  doc.text(rupees(invoice.totals.totalPaise), totalsX + 130, y + 4, { width: 120, align: 'right' });
  y += 32;

  doc.font('regular').fontSize(8.5).fillColor(MUTED).text('Total in words', left, y);
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(INK)
    .text(invoice.amountInWords, left, doc.y + 2, {
      width,
    });

  y = doc.y + 18;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      credit
        ? 'This credit note reverses the invoice named above in full: every figure, with its tax, ' +
            'has its sign reversed. This is a computer-generated credit note and needs no signature.'
        : 'Prices include GST. Tax is not payable on reverse charge. This is a computer-generated ' +
            'invoice and needs no signature.',
      left,
      y,
      { width: width / 2 },
    );
  doc
    .fillColor(INK)
    .text(`For ${invoice.seller.legalName}`, left + width / 2, y, {
      width: width / 2,
      align: 'right',
    })
    .fillColor(MUTED)
    .text('Authorised signatory', { width: width / 2, align: 'right' });

  doc.end();
  return done;
}
