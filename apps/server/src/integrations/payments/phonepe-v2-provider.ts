import { createHash, timingSafeEqual } from 'node:crypto';
import type { PhonePeV2Config } from '../../config';
import type { Clock } from '../../platform/clock';
import {
  type CallbackVerdict,
  type PaymentProvider,
  type PayRequest,
  type PayResult,
  type RefundRequest,
  type RefundResult,
  STATUS_CODES,
  type StatusResult,
  unknownRefund,
} from './payment-provider';
import { createPhonePeV2Tokens } from './phonepe-v2-token';

/** PhonePe's pay page stays open this long; the reconciler gives a payment 20 minutes too. */
export const PAY_PAGE_EXPIRES_AFTER_S = 20 * 60;

const STATUS_PATHS = {
  checkout: (id: string) => `/checkout/v2/order/${encodeURIComponent(id)}/status?details=false`,
  payments: (id: string) => `/payments/v2/order/${encodeURIComponent(id)}/status?details=false`,
} as const;

type Json = Record<string, unknown>;

interface Reply {
  /** The HTTP status; 0 when nothing came back. */
  status: number;
  body: Json | null;
}

const NOTHING: StatusResult = {
  code: STATUS_CODES.serverError,
  amountPaise: null,
  providerTransactionId: null,
};

/** The hex sha256 of "username:password": what PhonePe's webhook sends as Authorization. */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

/**
 * PhonePe Standard Checkout v2 (docs/api/payments.md#phonepe-v2,
 * docs/decisions/041-phonepe-v2-with-a-small-adapter.md): an O-Bearer token from the OAuth
 * client-credentials grant, cached until shortly before it expires; pay, order status, refund
 * and refund status with fetch; the webhook's Authorization compared in constant time. Its
 * answers are told in the shop's (PhonePe v1) codes, so everything after the provider runs the
 * same whichever version took the payment. Only `state` decides; unknown fields are ignored.
 */
export function createPhonePeV2Provider(
  options: PhonePeV2Config & { timeoutMs?: number },
  clock: Clock,
): PaymentProvider {
  const tokens = createPhonePeV2Tokens(options, clock);
  const expectedAuthorization = Buffer.from(
    webhookAuthorization(options.webhookUsername, options.webhookPassword),
  );

  async function once(token: string, path: string, init: RequestInit): Promise<Reply> {
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        ...init,
        headers: {
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
          authorization: `O-Bearer ${token}`,
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body: unknown = await response.json().catch(() => null);
      return {
        status: response.status,
        body: typeof body === 'object' && body !== null ? (body as Json) : null,
      };
    } catch {
      return { status: 0, body: null };
    }
  }

  /** A call with the cached token; a token PhonePe refuses is renewed once. */
  async function call(path: string, init: RequestInit): Promise<Reply> {
    const token = await tokens.current();
    if (!token) return { status: 0, body: null };
    const reply = await once(token, path, init);
    if (reply.status !== 401) return reply;
    tokens.forget(token);
    const renewed = await tokens.current();
    return renewed ? once(renewed, path, init) : reply;
  }

  return {
    name: 'phonepe-v2',

    async pay(request: PayRequest): Promise<PayResult> {
      const reply = await call('/checkout/v2/pay', {
        method: 'POST',
        body: JSON.stringify({
          merchantOrderId: request.merchantTransactionId,
          amount: request.amountPaise,
          expireAfter: PAY_PAGE_EXPIRES_AFTER_S,
          metaInfo: { udf1: request.merchantUserId },
          paymentFlow: {
            type: 'PG_CHECKOUT',
            merchantUrls: { redirectUrl: request.redirectUrl },
          },
        }),
      });
      const url = reply.body?.redirectUrl;
      if (reply.status === 200 && typeof url === 'string' && /^https?:\/\//.test(url)) {
        return { ok: true, redirectUrl: url };
      }
      return {
        ok: false,
        code: stringOr(reply.body?.code, STATUS_CODES.serverError),
        message: stringOr(reply.body?.message, 'No answer from PhonePe'),
      };
    },

    async status(merchantTransactionId: string): Promise<StatusResult> {
      const reply = await call(STATUS_PATHS[options.statusPath](merchantTransactionId), {
        method: 'GET',
      });
      const body = reply.body;
      if (isNotFound(reply)) {
        return { ...NOTHING, code: STATUS_CODES.notFound };
      }
      if (reply.status !== 200 || !body) return NOTHING;
      const amountPaise = Number.isSafeInteger(body.amount) ? (body.amount as number) : null;
      const providerTransactionId = lastTransactionId(body) ?? stringOr(body.orderId, null);
      switch (body.state) {
        case 'COMPLETED':
          return { code: STATUS_CODES.success, amountPaise, providerTransactionId };
        case 'FAILED':
          return { code: STATUS_CODES.error, amountPaise, providerTransactionId };
        case 'PENDING':
          return { code: STATUS_CODES.pending, amountPaise, providerTransactionId };
        default:
          return NOTHING;
      }
    },

    verifyCallback(body: unknown, authorization: string | undefined): CallbackVerdict {
      const received = Buffer.from((authorization ?? '').trim().toLowerCase());
      if (
        received.length !== expectedAuthorization.length ||
        !timingSafeEqual(received, expectedAuthorization)
      ) {
        return { verified: false };
      }
      const event = body as { event?: unknown; type?: unknown; payload?: Json } | null;
      const name = stringOr(event?.event, stringOr(event?.type, ''));
      const payload = event?.payload;
      // Older pages name the event `type` and orders `pg.order.*`: both are taken.
      if (/^(checkout|pg)\.order\./.test(name)) {
        return { verified: true, id: stringOr(payload?.merchantOrderId, null) };
      }
      if (name.startsWith('pg.refund.')) {
        return { verified: true, id: stringOr(payload?.merchantRefundId, null) };
      }
      return { verified: true, id: null };
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const reply = await call('/payments/v2/refund', {
        method: 'POST',
        body: JSON.stringify({
          merchantRefundId: request.merchantRefundId,
          originalMerchantOrderId: request.merchantTransactionId,
          amount: request.amountPaise,
        }),
      });
      if (reply.status === 200 && reply.body) return refundResult(reply.body);
      // A 4xx with a code is a refusal (the shop confirms it with the refund's status before
      // believing it); no answer, or a 5xx, says nothing.
      if (reply.status >= 400 && reply.status < 500 && reply.status !== 429 && reply.body) {
        return { ...unknownRefund(stringOr(reply.body.code, 'BAD_REQUEST')), state: 'FAILED' };
      }
      return unknownRefund();
    },

    async refundStatus(merchantRefundId: string): Promise<RefundResult> {
      const reply = await call(
        `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
        { method: 'GET' },
      );
      if (isNotFound(reply)) return { ...unknownRefund(STATUS_CODES.notFound), state: 'NOT_FOUND' };
      if (reply.status !== 200 || !reply.body) return unknownRefund();
      return refundResult(reply.body);
    },
  };
}

/** "No such order or refund": a 404, or a code that says so (PhonePe's exact code is unconfirmed). */
function isNotFound(reply: Reply): boolean {
  const code = reply.body?.code;
  return (
    reply.status === 404 ||
    (reply.status >= 400 &&
      reply.status < 500 &&
      typeof code === 'string' &&
      /NOT_FOUND/.test(code))
  );
}

function refundResult(body: Json): RefundResult {
  const base = {
    code: stringOr(body.state, STATUS_CODES.serverError),
    amountPaise: Number.isSafeInteger(body.amount) ? (body.amount as number) : null,
    providerRefundId: stringOr(body.refundId, null),
  };
  switch (body.state) {
    case 'COMPLETED':
      return { ...base, state: 'COMPLETED' };
    case 'FAILED':
      return { ...base, state: 'FAILED' };
    // CONFIRMED: the bank has it, the money is not back yet.
    case 'PENDING':
    case 'CONFIRMED':
      return { ...base, state: 'PENDING' };
    default:
      return unknownRefund();
  }
}

function lastTransactionId(body: Json): string | null {
  const details = body.paymentDetails;
  if (!Array.isArray(details)) return null;
  const last = details.at(-1) as { transactionId?: unknown } | undefined;
  return stringOr(last?.transactionId, null);
}

function stringOr<T extends string | null>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' ? value : fallback;
}
