import {
  buildCreditNote,
  type CreditNote,
  creditNoteNumber,
  financialYearOf,
  type TaxInvoice,
} from '@shop/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { rupeesInWords } from './amount-in-words';
import { createCreditNotesRepository } from './credit-notes-repository';

/** Why a credit note is issued: the whole supply was cancelled and refunded. */
export const CREDIT_NOTE_REASON = 'Cancelled and refunded';

/**
 * Issues the credit note reversing an invoice in the caller's transaction, unless the payment
 * already has one (then that one is answered).
 */
export async function issueCreditNote(
  trx: Transaction<Database>,
  invoice: TaxInvoice,
  userId: string,
  now: Date,
): Promise<CreditNote> {
  const notes = createCreditNotesRepository(trx);
  const existing = await notes.findByPayment(invoice.merchantTransactionId);
  if (existing) return existing;
  const financialYear = financialYearOf(now);
  const serial = await notes.nextSerial(financialYear);
  const content = buildCreditNote({
    invoice,
    number: creditNoteNumber(financialYear, serial),
    financialYear,
    issuedAt: now,
    reason: CREDIT_NOTE_REASON,
    amountInWords: rupeesInWords,
  });
  await notes.insert({ serial, userId, issuedAt: now, content });
  return content;
}
