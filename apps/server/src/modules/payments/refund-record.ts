import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { RefundStatus } from '../../platform/db/schema-payments';
import type { RefundRow } from './refunds-repository';

/** A refund as other modules see it (docs/api/payments.md#refunds). */
export interface RefundRecord {
  merchantRefundId: string;
  merchantTransactionId: string;
  amountPaise: number;
  /** REQUESTED and PENDING are open (followed until final); COMPLETED and FAILED are final. */
  status: RefundStatus;
  reason: string;
  requestedBy: string;
  providerCode: string | null;
  providerRefundId: string | null;
  /** What the provider says it refunded, once final. */
  refundedAmountPaise: number | null;
  /** Set when a person should look. */
  reviewReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export type RefundRequestOutcome =
  | { ok: true; refund: RefundRecord; created: boolean }
  | { ok: false; reason: 'NOT_FOUND' | 'NOT_PAID' | 'PROVIDER_UNAVAILABLE' };

/**
 * Runs in the transaction that makes a refund final (COMPLETED or FAILED), once per refund: a
 * listener that throws undoes that transaction, and the refund is settled (and the listener
 * called) again at its next look.
 */
export type RefundSettledListener = (
  trx: Transaction<Database>,
  refund: RefundRecord,
) => Promise<void>;

/** A refund returns the whole payment: what the provider took, else what was asked. */
export function wholeRefundPaise(payment: {
  amount_paise: number;
  paid_amount_paise: number | null;
}): number {
  return payment.paid_amount_paise ?? payment.amount_paise;
}

export function toRefundRecord(row: RefundRow): RefundRecord {
  return {
    merchantRefundId: row.merchant_refund_id,
    merchantTransactionId: row.merchant_transaction_id,
    amountPaise: row.amount_paise,
    status: row.status,
    reason: row.reason,
    requestedBy: row.requested_by,
    providerCode: row.provider_code,
    providerRefundId: row.provider_refund_id,
    refundedAmountPaise: row.refunded_amount_paise,
    reviewReason: row.review_reason,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}
