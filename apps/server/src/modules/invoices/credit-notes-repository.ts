import type { CreditNote } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** GST credit notes and their own serial counters (docs/decisions/102-gst-credit-notes.md). */
export function createCreditNotesRepository(db: Db) {
  return {
    /** The next serial of a year; the row stays locked until the caller's transaction ends. */
    async nextSerial(financialYear: string): Promise<number> {
      const row = await db
        .insertInto('credit_note_serials')
        .values({ financial_year: financialYear, last_serial: 1 })
        .onConflict((conflict) =>
          conflict
            .column('financial_year')
            .doUpdateSet((eb) => ({ last_serial: eb('credit_note_serials.last_serial', '+', 1) })),
        )
        .returning('last_serial')
        .executeTakeFirstOrThrow();
      return row.last_serial;
    },

    async insert(note: {
      serial: number;
      userId: string;
      issuedAt: Date;
      content: CreditNote;
    }): Promise<void> {
      await db
        .insertInto('credit_notes')
        .values({
          credit_note_number: note.content.number,
          financial_year: note.content.financialYear,
          serial: note.serial,
          merchant_transaction_id: note.content.merchantTransactionId,
          invoice_number: note.content.against.number,
          user_id: note.userId,
          issued_at: note.issuedAt,
          content: JSON.stringify(note.content),
        })
        .execute();
    },

    async findByPayment(merchantTransactionId: string): Promise<CreditNote | undefined> {
      const row = await db
        .selectFrom('credit_notes')
        .select('content')
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .executeTakeFirst();
      return row?.content as CreditNote | undefined;
    },

    /** A customer's credit notes, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('credit_notes')
        .select(['credit_note_number', 'merchant_transaction_id', 'issued_at', 'content'])
        .where('user_id', '=', userId)
        .orderBy('issued_at')
        .execute();
    },

    /** Erasure keeps the note as tax law asks, without the buyer's phone (decision 053). */
    async removeContactForUser(userId: string): Promise<number> {
      const result = await db
        .updateTable('credit_notes')
        .set({ content: sql`jsonb_set(content, '{buyer,phone}', 'null'::jsonb)` })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
