import { z } from 'zod';
import { endpoint } from './endpoint';

/** Where the web downloads an order's tax invoice (a plain link: the browser saves the PDF). */
export function invoicePath(orderId: string): string {
  return `/api/invoices/${encodeURIComponent(orderId)}`;
}

export const downloadInvoiceEndpoint = endpoint({
  method: 'GET',
  path: '/api/invoices/:orderid',
  tag: 'invoices',
  summary: "The GST tax invoice (PDF) of one of the signed-in user's orders",
  description:
    'One invoice per payment covers every order the payment made (docs/api/invoices.md). The ' +
    'answer is application/pdf, sent as a download named after the invoice number. No session: ' +
    "401 LOGIN_REQUIRED; another user's order, or none: 404 NOT_FOUND.",
  params: z.object({ orderid: z.string().min(1).max(100) }),
  response: z.string().describe('application/pdf'),
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND', 'RATE_LIMITED'],
});

/** Where the web downloads the GST credit note of a cancelled or refunded order. */
export function creditNotePath(orderId: string): string {
  return `/api/credit-notes/${encodeURIComponent(orderId)}`;
}

export const downloadCreditNoteEndpoint = endpoint({
  method: 'GET',
  path: '/api/credit-notes/:orderid',
  tag: 'invoices',
  summary: "The GST credit note (PDF) of one of the signed-in user's cancelled orders",
  description:
    'One credit note per cancelled payment reverses its whole tax invoice, sign reversed, naming ' +
    "the invoice's number and date (docs/decisions/102-gst-credit-notes.md). No session: 401 " +
    "LOGIN_REQUIRED; another user's order, none, or one not cancelled: 404 NOT_FOUND.",
  params: z.object({ orderid: z.string().min(1).max(100) }),
  response: z.string().describe('application/pdf'),
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND'],
});
