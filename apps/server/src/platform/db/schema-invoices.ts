// The tables of GST tax invoices and credit notes, and their serials per financial year.
import type { Json, Timestamp } from './schema-columns';

/** The last invoice serial issued in a financial year ("2025-26"). */
export interface InvoiceSerialTable {
  financial_year: string;
  last_serial: number;
}

/** A GST tax invoice of a confirmed payment, frozen when issued (docs/api/invoices.md). */
export interface TaxInvoiceTable {
  invoice_number: string;
  financial_year: string;
  serial: number;
  merchant_transaction_id: string;
  user_id: string;
  issued_at: Timestamp;
  content: Json<unknown>;
}

/** The last credit note serial issued in a financial year. */
export interface CreditNoteSerialTable {
  financial_year: string;
  last_serial: number;
}

/** A GST credit note reversing a cancelled payment's invoice (docs/decisions/102-gst-credit-notes.md). */
export interface CreditNoteTable {
  credit_note_number: string;
  financial_year: string;
  serial: number;
  merchant_transaction_id: string;
  invoice_number: string;
  user_id: string;
  issued_at: Timestamp;
  content: Json<unknown>;
}
