import type { TaxInvoice, TaxInvoiceLine } from '@shop/domain';
import { BAND, INK, MUTED, money, PAGE_MARGIN, rule, rupees } from './invoice-pdf-style';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: TaxInvoiceLine, index: number) => string;
}

function columns(invoice: TaxInvoice): Column[] {
  const intra = invoice.supply === 'intra-state';
  const tax: Column[] = intra
    ? [
        { title: 'CGST 9%', width: 62, align: 'right', cell: (line) => money(line.cgstPaise) },
        { title: 'SGST 9%', width: 62, align: 'right', cell: (line) => money(line.sgstPaise) },
      ]
    : [{ title: 'IGST 18%', width: 62, align: 'right', cell: (line) => money(line.igstPaise) }];
  return [
    { title: '#', width: 18, align: 'left', cell: (_line, index) => String(index + 1) },
    {
      title: 'Description',
      width: intra ? 133 : 195,
      align: 'left',
      cell: (line) => line.description,
    },
    { title: 'HSN/SAC', width: 48, align: 'left', cell: (line) => line.hsn },
    { title: 'Qty', width: 26, align: 'right', cell: (line) => String(line.qty) },
    {
      title: 'Taxable value',
      width: 70,
      align: 'right',
      cell: (line) => money(line.taxablePaise),
    },
    { title: 'Rate', width: 32, align: 'right', cell: (line) => `${line.ratePercent}%` },
    ...tax,
    { title: 'Total', width: 64, align: 'right', cell: (line) => money(line.totalPaise) },
  ];
}

/**
 * The invoice's lines as a table from `y`, one row per line with its HSN or SAC, taxable value
 * and tax, a coupon's discount noted under its description; a new page, with the heading row
 * again, when a row would run into the totals' room. Answers where the table ends.
 */
export function drawLines(doc: PDFKit.PDFDocument, invoice: TaxInvoice, top: number): number {
  const left = PAGE_MARGIN;
  const table = columns(invoice);
  let y = tableHeader(doc, table, top);
  invoice.lines.forEach((line, index) => {
    const description = table[1] as Column;
    const descriptionX = left + (table[0] as Column).width + 3;
    const textWidth = description.width - 6;
    const note =
      line.discountPaise < 0 ? `Coupon discount ${rupees(-line.discountPaise)} included` : null;
    const height =
      doc.font('regular').fontSize(8.5).heightOfString(line.description, { width: textWidth }) +
      (note ? doc.fontSize(7.5).heightOfString(note, { width: textWidth }) + 2 : 0) +
      10;
    if (y + height > doc.page.height - PAGE_MARGIN - 140) {
      doc.addPage();
      y = tableHeader(doc, table, PAGE_MARGIN);
    }
    let x = left;
    for (const column of table) {
      if (column !== description) {
        doc
          .font('regular')
          .fontSize(8.5)
          .fillColor(INK)
          .text(column.cell(line, index), x + 3, y + 5, {
            width: column.width - 6,
            align: column.align,
          });
      }
      x += column.width;
    }
    // The description last, so a discount note goes right under it.
    doc.font('regular').fontSize(8.5).fillColor(INK);
    doc.text(line.description, descriptionX, y + 5, { width: textWidth });
    if (note) {
      doc
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(note, descriptionX, doc.y + 2, { width: textWidth });
    }
    y += height;
    rule(doc, y);
  });
  return y;
}

/** The table's heading row at `y`; answers where the first line goes. */
function tableHeader(doc: PDFKit.PDFDocument, table: Column[], y: number): number {
  const width = table.reduce((sum, column) => sum + column.width, 0);
  doc.rect(PAGE_MARGIN, y, width, 20).fill(BAND);
  let x = PAGE_MARGIN;
  for (const column of table) {
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor(INK)
      .text(column.title, x + 3, y + 6, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  return y + 20;
}
