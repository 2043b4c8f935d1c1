import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { SandboxPaymentTable } from '../../platform/db/schema-payments';

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
    async decide(merchantTransactionId: string, choice: SandboxOutcome | 'SHORT', now: Date) {
      // SHORT: paid, ₹1 less than was asked.
      const short = choice === 'SHORT';
      const result = await db
        .updateTable('sandbox_payments')
        .set((eb) => ({
          outcome: short ? 'SUCCESS' : choice,
          decided_at: now,
          amount_paise: short ? eb('amount_paise', '-', 100) : eb.ref('amount_paise'),
        }))
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where((eb) => eb.or([eb('outcome', 'is', null), eb('outcome', '=', 'PENDING')]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Records a refund of a paid sandbox payment, once per refund id: asked again, the same
     * refund is answered. Undefined when the payment was not paid or the amount is more than it.
     */
    async refund(
      refund: { merchantRefundId: string; merchantTransactionId: string; amountPaise: number },
      now: Date,
    ) {
      return db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom('sandbox_payments')
          .select(['amount_paise', 'outcome'])
          .where('merchant_transaction_id', '=', refund.merchantTransactionId)
          .executeTakeFirst();
        if (payment?.outcome !== 'SUCCESS' || refund.amountPaise > payment.amount_paise) {
          return undefined;
        }
        await trx
          .insertInto('sandbox_refunds')
          .values({
            merchant_refund_id: refund.merchantRefundId,
            merchant_transaction_id: refund.merchantTransactionId,
            amount_paise: refund.amountPaise,
            created_at: now,
          })
          .onConflict((conflict) => conflict.column('merchant_refund_id').doNothing())
          .execute();
        return trx
          .selectFrom('sandbox_refunds')
          .select(['merchant_refund_id', 'amount_paise'])
          .where('merchant_refund_id', '=', refund.merchantRefundId)
          .executeTakeFirstOrThrow();
      });
    },

    async findRefund(merchantRefundId: string) {
      return db
        .selectFrom('sandbox_refunds')
        .select(['merchant_refund_id', 'amount_paise'])
        .where('merchant_refund_id', '=', merchantRefundId)
        .executeTakeFirst();
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
