import type { TaxInvoice } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { createAccountsService } from '../accounts/service';
import { createOrdersService } from '../orders/service';
import { createPaymentsService } from '../payments/service';
import { renderInvoicePdf } from './invoice-pdf';
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

  async function invoiceForOrder(orderId: string, userId?: string): Promise<TaxInvoice | null> {
    const merchantTransactionId = await orders.findPaymentOf(orderId, userId);
    return merchantTransactionId ? forPayment(merchantTransactionId) : null;
  }

  return {
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
        pdf: await renderInvoicePdf(invoice),
      };
    },
  };
}
