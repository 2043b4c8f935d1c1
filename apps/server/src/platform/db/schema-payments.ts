// The tables of payments and refunds, with the built-in sandbox provider's records of them.
import type { ColumnType } from 'kysely';
import type { Json, PaiseColumn, Timestamp } from './schema-columns';

export type PaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/** A payment the shop asked for, with what it was for frozen at pay time (docs/api/payments.md). */
export interface PaymentTransactionTable {
  merchant_transaction_id: string;
  user_id: string;
  provider: string;
  /** What was asked: the grand total. */
  amount_paise: PaiseColumn;
  /** What the provider reported paid, once it did. */
  paid_amount_paise: PaiseColumn | null;
  coupon_id: string | null;
  /** When a newer payment of the buyer took the coupon's hold over (the coupon stays named). */
  coupon_released_at: Date | null;
  totals: Json<unknown>;
  address: Json<unknown>;
  cart: Json<unknown>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  provider_code: string | null;
  provider_transaction_id: string | null;
  review_reason: string | null;
  created_at: Timestamp;
  confirmed_at: Date | null;
  next_check_at: Date | null;
  checks: ColumnType<number, number | undefined, number>;
  last_checked_at: Date | null;
}

/** The built-in sandbox provider's record of a payment and the tester's choice. */
export interface SandboxPaymentTable {
  merchant_transaction_id: string;
  amount_paise: PaiseColumn;
  outcome: 'SUCCESS' | 'FAILURE' | 'PENDING' | null;
  created_at: Timestamp;
  decided_at: Date | null;
}

export type RefundStatus = 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED';

/** A refund of a confirmed payment (docs/api/payments.md#refunds). */
export interface PaymentRefundTable {
  merchant_refund_id: string;
  merchant_transaction_id: string;
  provider: string;
  amount_paise: PaiseColumn;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  reason: string;
  requested_by: string;
  provider_code: string | null;
  provider_refund_id: string | null;
  refunded_amount_paise: PaiseColumn | null;
  review_reason: string | null;
  created_at: Timestamp;
  settled_at: Date | null;
  next_check_at: Date | null;
  checks: ColumnType<number, number | undefined, number>;
  last_checked_at: Date | null;
}

/** The built-in sandbox provider's record of a refund. */
export interface SandboxRefundTable {
  merchant_refund_id: string;
  merchant_transaction_id: string;
  amount_paise: PaiseColumn;
  created_at: Timestamp;
}
