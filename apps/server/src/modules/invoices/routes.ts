import { API_MESSAGES, downloadCreditNoteEndpoint, downloadInvoiceEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { requireSession, sessionUser } from '../../platform/sessions/plugin';
import { createPaymentsService } from '../payments/service';
import { createCreditNotesRepository } from './credit-notes-repository';
import { issueCreditNote } from './issue-credit-note';
import { createInvoicesRepository } from './repository';
import { createInvoicesService } from './service';

/** The signed-in user's invoices, downloaded from My Orders (docs/api/invoices.md). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = createInvoicesService(app);
  const repository = createInvoicesRepository(app.db);
  app.personalData.register({
    table: 'tax_invoices',
    section: 'taxInvoices',
    erasure: 'anonymise',
    note:
      'Tax invoices are kept for the records the GST law requires (eight years); erasure removes ' +
      'the phone number from them and keeps the name, address, state and GSTIN an invoice must show.',
    export: ({ userId }) => repository.exportForUser(userId),
    erase: (trx, { userId }) => createInvoicesRepository(trx).removeContactForUser(userId),
  });
  app.personalData.register({
    table: 'credit_notes',
    section: 'creditNotes',
    erasure: 'anonymise',
    note:
      'GST credit notes of cancelled orders are kept as their invoices are; erasure removes the ' +
      'phone number from them.',
    export: ({ userId }) => createCreditNotesRepository(app.db).exportForUser(userId),
    erase: (trx, { userId }) => createCreditNotesRepository(trx).removeContactForUser(userId),
  });
  // A completed refund of cancelled orders is the moment the supply is reversed: its credit note
  // is issued in the same transaction (docs/decisions/102-gst-credit-notes.md).
  createPaymentsService(app).onRefundSettled(async (trx, refund) => {
    if (refund.status !== 'COMPLETED') return;
    const invoice = await createInvoicesRepository(trx).findByPayment(refund.merchantTransactionId);
    if (invoice) await issueCreditNote(trx, invoice.content, invoice.userId, app.clock.now());
  });
  app.addHook('onRequest', requireSession);
  const limiter = createRateLimiter(app.db, app.clock);

  app.route({
    ...routeOf(downloadInvoiceEndpoint),
    handler: async (request, reply) => {
      const user = sessionUser(request);
      if (!(await limiter.consume(RATE_RULES.invoicePdfPerUser, user.id))) {
        throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
      }
      const file = await invoices.pdfForOrder(request.params.orderid, user.id);
      if (!file) throw new HttpError('NOT_FOUND', API_MESSAGES.orderNotFound);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          // Bytes are sent as they are (Fastify serializes no Buffer); the contract's string
          // documents the body as application/pdf.
          .send(file.pdf as unknown as string)
      );
    },
  });

  app.route({
    ...routeOf(downloadCreditNoteEndpoint),
    handler: async (request, reply) => {
      const user = sessionUser(request);
      const file = await invoices.creditNotePdfForOrder(request.params.orderid, user.id);
      if (!file) throw new HttpError('NOT_FOUND', API_MESSAGES.orderNotFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf as unknown as string);
    },
  });
};
