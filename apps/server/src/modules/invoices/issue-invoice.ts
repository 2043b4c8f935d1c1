import {
  buildTaxInvoice,
  financialYearOf,
  invoiceNumber,
  type PaidLine,
  type TaxInvoice,
} from '@shop/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { rupeesInWords } from './amount-in-words';
import { createInvoicesRepository } from './repository';

/** What a confirmed payment was for, as its invoice needs it. */
export interface Purchase {
  merchantTransactionId: string;
  userId: string;
  lines: readonly PaidLine[];
  platformFeePaise: number;
  /** From the payment's address snapshot; gstin from the buyer's profile (shown when valid). */
  buyer: { name: string; address: string; phone: string | null; gstin: string | null };
}

/**
 * Issues the invoice of a confirmed payment in the caller's transaction: the next serial of
 * the financial year `now` falls in, and the invoice's content frozen with it.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  purchase: Purchase,
  now: Date,
): Promise<TaxInvoice> {
  const invoices = createInvoicesRepository(trx);
  const financialYear = financialYearOf(now);
  const serial = await invoices.nextSerial(financialYear);
  const number = invoiceNumber(financialYear, serial);
  const content = buildTaxInvoice({
    number,
    financialYear,
    issuedAt: now,
    merchantTransactionId: purchase.merchantTransactionId,
    buyer: purchase.buyer,
    lines: purchase.lines,
    platformFeePaise: purchase.platformFeePaise,
    amountInWords: rupeesInWords,
  });
  await invoices.insert({
    number,
    financialYear,
    serial,
    merchantTransactionId: purchase.merchantTransactionId,
    userId: purchase.userId,
    issuedAt: now,
    content,
  });
  return content;
}
