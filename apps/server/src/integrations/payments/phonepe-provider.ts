import type { PaymentProvider, PayRequest, PayResult, StatusResult } from './payment-provider';
import { STATUS_CODES } from './payment-provider';
import {
  callbackChecksum,
  checksumMatches,
  PAY_PATH,
  type PhonePeSalt,
  payChecksum,
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
 * PhonePe PG v1 standard checkout, exactly as INTEGRATIONS.md gives it. Every decision is taken
 * on the answer's `code`, never on the HTTP status (which status goes with which code is
 * unconfirmed), and unknown fields are ignored.
 */
export function createPhonePeProvider(options: PhonePeOptions): PaymentProvider {
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);

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

    async status(merchantTransactionId: string): Promise<StatusResult> {
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
    },

    verifyCallback(body: unknown, signature: string | undefined): string | null {
      const response = (body as { response?: unknown } | null)?.response;
      if (typeof response !== 'string' || response.length === 0) return null;
      if (!checksumMatches(callbackChecksum(response, options), signature)) return null;
      try {
        const decoded = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as Answer;
        const id = decoded?.data?.merchantTransactionId;
        return typeof id === 'string' ? id : null;
      } catch {
        return null;
      }
    },
  };
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value);
}
