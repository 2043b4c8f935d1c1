import { orderNumber, type TaxInvoice, UNSOLD_STAGES } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { createAccountsService } from '../accounts/service';
import { createOrdersService } from '../orders/service';
import { createPaymentsService } from '../payments/service';
import { createCreditNotesRepository } from './credit-notes-repository';
import { renderInvoicePdf } from './invoice-pdf';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';
import { createInvoicesRepository } from './repository';

export { issueInvoice, type Purchase } from './issue-invoice';

export interface InvoiceFile {
  invoiceNumber: string;
  /** "RigForge-invoice-RF-25-26-000042.pdf" */
  fileName: string;
  pdf: Buffer;
}

/**
 * What other modules (the staff console) may ask of the invoices module
 * (docs/api/invoices.md): an order's GST tax invoice, as data or as its PDF. Invoices are
 * issued by the payment's confirmation (`issueInvoice`, in its transaction); a payment
 * confirmed before invoices existed gets its invoice the first time one is asked for.
 */
export function createInvoicesService(app: FastifyInstance) {
  const invoices = createInvoicesRepository(app.db);
  const orders = createOrdersService(app.db);
  const payments = createPaymentsService(app);
  const accounts = createAccountsService(app.db);

  async function forPayment(merchantTransactionId: string): Promise<TaxInvoice | null> {
    const found = await invoices.findByPayment(merchantTransactionId);
    if (found) return found.content;
    const purchase = await payments.confirmedPurchase(merchantTransactionId);
    if (!purchase) return null;
    const buyer = await accounts.findBuyer(purchase.userId);
    try {
      return await app.db.transaction().execute((trx) =>
        issueInvoice(
          trx,
          {
            merchantTransactionId,
            userId: purchase.userId,
            lines: purchase.lines,
            platformFeePaise: purchase.totals.platformFeePaise,
            buyer: {
              name: purchase.address.name,
              address: purchase.address.address,
              phone: purchase.address.number,
              gstin: buyer?.gst ?? null,
            },
          },
          app.clock.now(),
        ),
      );
    } catch (error) {
      // Another request issued it first; this one's number went back with its rollback.
      const issued = await invoices.findByPayment(merchantTransactionId);
      if (issued) return issued.content;
      throw error;
    }
  }

  /** The OD- numbers of the orders a payment made, as its invoice and credit note name them. */
  async function numbersOf(merchantTransactionId: string): Promise<string[]> {
    return (await orders.numbersOfPayment(merchantTransactionId)).map(orderNumber);
  }

  async function invoiceForOrder(orderId: string, userId?: string): Promise<TaxInvoice | null> {
    const merchantTransactionId = await orders.findPaymentOf(orderId, userId);
    return merchantTransactionId ? forPayment(merchantTransactionId) : null;
  }

  /**
   * The credit note of a cancelled order's payment, issued the first time it is asked for when
   * the refund's completion did not already (docs/decisions/102-gst-credit-notes.md); null when
   * there is no such order or it is not cancelled.
   */
  async function creditNoteForOrder(orderId: string, userId?: string) {
    const order = await orders.findPaymentAndStatus(orderId, userId);
    if (!order || !(UNSOLD_STAGES as readonly string[]).includes(order.status)) return null;
    const found = await createCreditNotesRepository(app.db).findByPayment(
      order.merchant_transaction_id,
    );
    if (found) return found;
    const invoice = await forPayment(order.merchant_transaction_id);
    const owner = await invoices.findByPayment(order.merchant_transaction_id);
    if (!invoice || !owner) return null;
    try {
      return await app.db
        .transaction()
        .execute((trx) => issueCreditNote(trx, invoice, owner.userId, app.clock.now()));
    } catch (error) {
      // Another request issued it first; this one's number went back with its rollback.
      const issued = await createCreditNotesRepository(app.db).findByPayment(
        order.merchant_transaction_id,
      );
      if (issued) return issued;
      throw error;
    }
  }

  return {
    creditNoteForOrder,

    /** The credit note as a PDF file, or null. */
    async creditNotePdfForOrder(orderId: string, userId?: string): Promise<InvoiceFile | null> {
      const note = await creditNoteForOrder(orderId, userId);
      if (!note) return null;
      return {
        invoiceNumber: note.number,
        fileName: `RigForge-credit-note-${note.number.replaceAll('/', '-')}.pdf`,
        pdf: await renderInvoicePdf(note, await numbersOf(note.merchantTransactionId)),
      };
    },

    /**
     * The invoice covering an order (every order of one payment shares it), or null when there
     * is no such order. With `userId`, only that user's order is found.
     */
    invoiceForOrder,

    /** The same invoice as a PDF file, or null. */
    async pdfForOrder(orderId: string, userId?: string): Promise<InvoiceFile | null> {
      const invoice = await invoiceForOrder(orderId, userId);
      if (!invoice) return null;
      return {
        invoiceNumber: invoice.number,
        fileName: `RigForge-invoice-${invoice.number.replaceAll('/', '-')}.pdf`,
        pdf: await renderInvoicePdf(invoice, await numbersOf(invoice.merchantTransactionId)),
      };
    },
  };
}
