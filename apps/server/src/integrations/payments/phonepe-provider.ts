import type {
  CallbackVerdict,
  PaymentProvider,
  PayRequest,
  PayResult,
  RefundRequest,
  RefundResult,
  StatusResult,
} from './payment-provider';
import { STATUS_CODES, unknownRefund } from './payment-provider';
import {
  callbackChecksum,
  checksumMatches,
  PAY_PATH,
  type PhonePeSalt,
  payChecksum,
  REFUND_PATH,
  refundChecksum,
  statusChecksum,
  statusPath,
} from './phonepe-checksum';

export interface PhonePeOptions extends PhonePeSalt {
  merchantId: string;
  /** The UAT or production host, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

type Answer = {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  data?: {
    merchantTransactionId?: unknown;
    transactionId?: unknown;
    amount?: unknown;
    instrumentResponse?: { redirectInfo?: { url?: unknown } };
  };
};

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/**
 * PhonePe PG v1 standard checkout (docs/api/payments.md#phonepe). Every decision is taken on the
 * answer's `code`, never on the HTTP status (which status goes with which code is unconfirmed), and
 * unknown fields are ignored.
 */
export function createPhonePeProvider(options: PhonePeOptions): PaymentProvider {
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);

  async function status(merchantTransactionId: string): Promise<StatusResult> {
    const { merchantId } = options;
    const answer = await call(
      `${options.baseUrl}${statusPath(merchantId, merchantTransactionId)}`,
      {
        method: 'GET',
        headers: {
          'content-type': 'application/json',
          'x-verify': statusChecksum(merchantId, merchantTransactionId, options),
          'x-merchant-id': merchantId,
        },
      },
    );
    const data = answer?.data;
    const about = data?.merchantTransactionId;
    // An answer about another payment says nothing about this one.
    if (
      typeof answer?.code !== 'string' ||
      (about !== undefined && about !== merchantTransactionId)
    ) {
      return { code: STATUS_CODES.serverError, amountPaise: null, providerTransactionId: null };
    }
    return {
      code: answer.code,
      amountPaise: Number.isSafeInteger(data?.amount) ? (data?.amount as number) : null,
      providerTransactionId: typeof data?.transactionId === 'string' ? data.transactionId : null,
    };
  }

  async function call(url: string, init: RequestInit): Promise<Answer | null> {
    try {
      const response = await fetch(url, { ...init, signal: timeout() });
      const answer: unknown = await response.json();
      return typeof answer === 'object' && answer !== null ? (answer as Answer) : null;
    } catch {
      // Unreachable, too slow, or not JSON: nothing is known about the payment.
      return null;
    }
  }

  return {
    name: 'phonepe',

    async pay(request: PayRequest): Promise<PayResult> {
      const payload = encode({
        merchantId: options.merchantId,
        merchantTransactionId: request.merchantTransactionId,
        merchantUserId: request.merchantUserId,
        amount: request.amountPaise,
        redirectUrl: request.redirectUrl,
        redirectMode: 'REDIRECT',
        callbackUrl: request.callbackUrl,
        ...(request.mobileNumber && { mobileNumber: request.mobileNumber }),
        paymentInstrument: { type: 'PAY_PAGE' },
      });
      const answer = await call(`${options.baseUrl}${PAY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-verify': payChecksum(payload, options) },
        body: JSON.stringify({ request: payload }),
      });
      const url = answer?.data?.instrumentResponse?.redirectInfo?.url;
      if (answer?.success === true && answer.code === 'PAYMENT_INITIATED' && isHttpUrl(url)) {
        return { ok: true, redirectUrl: url };
      }
      return {
        ok: false,
        code: typeof answer?.code === 'string' ? answer.code : STATUS_CODES.serverError,
        message: typeof answer?.message === 'string' ? answer.message : 'No answer from PhonePe',
      };
    },

    status,

    /**
     * PG v1's refund: a transaction of its own, with the refund id as its merchantTransactionId
     * and the payment's as originalTransactionId; PENDING is the usual answer.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const payload = encode({
        merchantId: options.merchantId,
        merchantUserId: request.merchantUserId,
        originalTransactionId: request.merchantTransactionId,
        merchantTransactionId: request.merchantRefundId,
        amount: request.amountPaise,
        callbackUrl: request.callbackUrl,
      });
      const answer = await call(`${options.baseUrl}${REFUND_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-verify': refundChecksum(payload, options),
        },
        body: JSON.stringify({ request: payload }),
      });
      const code = answer?.code;
      if (typeof code !== 'string') return unknownRefund();
      return refundResult(code, answer, request.merchantRefundId, 'request');
    },

    /** A v1 refund's status is the status call on the refund's own id. */
    async refundStatus(merchantRefundId: string): Promise<RefundResult> {
      const answer = await status(merchantRefundId);
      if (answer.code === STATUS_CODES.serverError) return unknownRefund();
      return {
        ...refundResult(answer.code, null, merchantRefundId, 'status'),
        amountPaise: answer.amountPaise,
        providerRefundId: answer.providerTransactionId,
      };
    },

    verifyCallback(body: unknown, signature: string | undefined): CallbackVerdict {
      const response = (body as { response?: unknown } | null)?.response;
      if (typeof response !== 'string' || response.length === 0) return { verified: false };
      if (!checksumMatches(callbackChecksum(response, options), signature)) {
        return { verified: false };
      }
      try {
        const decoded = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as Answer;
        const id = decoded?.data?.merchantTransactionId;
        return typeof id === 'string' ? { verified: true, id } : { verified: false };
      } catch {
        return { verified: false };
      }
    },
  };
}

/**
 * What a v1 code says of a refund (docs/api/payments.md#refunds). Asked for a refund, a refusal
 * other than "try again" (an error, or a duplicate id, which may be this very refund sent
 * before) means nothing moves; asked its status, "not found" means PhonePe never took it.
 */
function refundResult(
  code: string,
  answer: Answer | null,
  merchantRefundId: string,
  asked: 'request' | 'status',
): RefundResult {
  const data = answer?.data;
  const about = data?.merchantTransactionId;
  const base = {
    code,
    amountPaise: Number.isSafeInteger(data?.amount) ? (data?.amount as number) : null,
    providerRefundId: typeof data?.transactionId === 'string' ? data.transactionId : null,
  };
  if (about !== undefined && about !== merchantRefundId) return unknownRefund();
  if (code === STATUS_CODES.success) return { ...base, state: 'COMPLETED' };
  if (code === STATUS_CODES.pending) return { ...base, state: 'PENDING' };
  const failures: readonly string[] = [
    STATUS_CODES.error,
    STATUS_CODES.declined,
    STATUS_CODES.timedOut,
  ];
  if (failures.includes(code)) return { ...base, state: 'FAILED' };
  if (asked === 'status') {
    return code === STATUS_CODES.notFound
      ? { ...base, state: 'NOT_FOUND' }
      : { ...base, state: 'UNKNOWN' };
  }
  const sayNothing: readonly string[] = [STATUS_CODES.serverError, 'INVALID_TRANSACTION_ID'];
  return { ...base, state: sayNothing.includes(code) ? 'UNKNOWN' : 'FAILED' };
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value);
}
