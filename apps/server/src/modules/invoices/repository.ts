import type { TaxInvoice } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** GST tax invoices and their serial counters (docs/decisions/042-gst-tax-invoices.md). */
export function createInvoicesRepository(db: Db) {
  return {
    /**
     * The next serial of a financial year. The increment locks the year's row until the caller's
     * transaction ends: concurrent issuers queue, and a rollback gives the number back.
     */
    async nextSerial(financialYear: string): Promise<number> {
      const row = await db
        .insertInto('invoice_serials')
        .values({ financial_year: financialYear, last_serial: 1 })
        .onConflict((conflict) =>
          conflict
            .column('financial_year')
            .doUpdateSet((eb) => ({ last_serial: eb('invoice_serials.last_serial', '+', 1) })),
        )
        .returning('last_serial')
        .executeTakeFirstOrThrow();
      return row.last_serial;
    },

    async insert(invoice: {
      number: string;
      financialYear: string;
      serial: number;
      merchantTransactionId: string;
      userId: string;
      issuedAt: Date;
      content: TaxInvoice;
    }): Promise<void> {
      await db
        .insertInto('tax_invoices')
        .values({
          invoice_number: invoice.number,
          financial_year: invoice.financialYear,
          serial: invoice.serial,
          merchant_transaction_id: invoice.merchantTransactionId,
          user_id: invoice.userId,
          issued_at: invoice.issuedAt,
          content: JSON.stringify(invoice.content),
        })
        .execute();
    },

    async findByPayment(merchantTransactionId: string) {
      const row = await db
        .selectFrom('tax_invoices')
        .select(['invoice_number', 'user_id', 'content'])
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .executeTakeFirst();
      return (
        row && {
          number: row.invoice_number,
          userId: row.user_id,
          content: row.content as TaxInvoice,
        }
      );
    },

    /** A customer's invoices, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('tax_invoices')
        .select(['invoice_number', 'merchant_transaction_id', 'issued_at', 'content'])
        .where('user_id', '=', userId)
        .orderBy('issued_at')
        .execute();
    },

    /**
     * Erasure keeps an invoice as the tax rules require, without the buyer's phone, which the
     * rule does not ask for (docs/decisions/053-erasure-keeps-what-tax-law-needs.md).
     */
    async removeContactForUser(userId: string): Promise<number> {
      const result = await db
        .updateTable('tax_invoices')
        .set({ content: sql`jsonb_set(content, '{buyer,phone}', 'null'::jsonb)` })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
