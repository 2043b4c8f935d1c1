import type { Kysely } from 'kysely';
import type { Database, SandboxPaymentTable } from '../../db/schema';

export type SandboxOutcome = NonNullable<SandboxPaymentTable['outcome']>;

/** The sandbox provider's own book of payments: what was asked and what the tester chose. */
export function createSandboxRepository(db: Kysely<Database>) {
  return {
    async open(merchantTransactionId: string, amountPaise: number, now: Date): Promise<void> {
      await db
        .insertInto('sandbox_payments')
        .values({
          merchant_transaction_id: merchantTransactionId,
          amount_paise: amountPaise,
          created_at: now,
        })
        .execute();
    },

    async find(merchantTransactionId: string) {
      return db
        .selectFrom('sandbox_payments')
        .select(['merchant_transaction_id', 'amount_paise', 'outcome'])
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .executeTakeFirst();
    },

    /**
     * Records the tester's choice. Pending may still become Success or Failure, as a real
     * payment would; once decided, a payment stays decided. False when there is nothing to change.
     */
    async decide(merchantTransactionId: string, outcome: SandboxOutcome, now: Date) {
      const result = await db
        .updateTable('sandbox_payments')
        .set({ outcome, decided_at: now })
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where((eb) => eb.or([eb('outcome', 'is', null), eb('outcome', '=', 'PENDING')]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
