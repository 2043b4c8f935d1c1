import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PhonePe PG v1 (docs/api/payments.md#phonepe), on 127.0.0.1, written from the
 * contract rather than from the shop's adapter: it checks the shop's X-VERIFY on every call, signs
 * the callbacks it hands out, and can be told to answer pending-then-success, wrong amounts,
 * failures, errors with any HTTP status, and duplicate ids.
 */
export interface FakePhonePeOptions {
  merchantId: string;
  saltKey: string;
  saltIndex: string;
}

export interface FakePayment {
  merchantTransactionId: string;
  merchantUserId: string;
  amount: number;
  redirectUrl: string;
  callbackUrl: string;
  mobileNumber?: string;
  /** What the status call answers, in order; the last one repeats. */
  script: StatusScript[];
  statusCalls: number;
}

export type StatusScript =
  | { code: 'PAYMENT_SUCCESS'; amount?: number }
  | { code: 'PAYMENT_PENDING' }
  | { code: 'PAYMENT_ERROR' | 'PAYMENT_DECLINED' | 'TIMED_OUT' }
  | { code: 'INTERNAL_SERVER_ERROR'; httpStatus?: number };

/** A refund the fake took: a transaction of its own, whose status is scripted like a payment's. */
export interface FakeRefund {
  merchantTransactionId: string;
  originalTransactionId: string;
  merchantUserId: string;
  amount: number;
  callbackUrl: string;
  script: StatusScript[];
  statusCalls: number;
}

/**
 * How the next refund call goes: as the contract says, refused by a gateway before PhonePe
 * (nothing kept), or the connection dropped after the fake kept the refund (its answer lost).
 */
export type RefundMishap = 'none' | 'unreachable' | 'drop-after';

export interface FakeCall {
  method: string;
  path: string;
  xVerify: string | undefined;
  merchantIdHeader: string | undefined;
  verified: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,34}$/;
const USER_ID = /^[A-Za-z0-9_-]{1,35}$/;

export async function startFakePhonePe(options: FakePhonePeOptions) {
  const sign = (text: string) => `${sha256(text + options.saltKey)}###${options.saltIndex}`;
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const calls: FakeCall[] = [];
  let refundMishaps: RefundMishap[] = [];
  let payAnswer: ((payload: Record<string, unknown>) => Answer | null) | null = null;

  function statusBody(payment: FakePayment | FakeRefund, step: StatusScript) {
    const amount =
      step.code === 'PAYMENT_SUCCESS' ? (step.amount ?? payment.amount) : payment.amount;
    const state =
      step.code === 'PAYMENT_SUCCESS'
        ? 'COMPLETED'
        : step.code === 'PAYMENT_PENDING'
          ? 'PENDING'
          : 'FAILED';
    return {
      success: step.code === 'PAYMENT_SUCCESS',
      code: step.code,
      message: `Your payment is ${state.toLowerCase()}.`,
      data: {
        merchantId: options.merchantId,
        merchantTransactionId: payment.merchantTransactionId,
        transactionId: `T${payment.merchantTransactionId}`,
        amount,
        state,
        responseCode: step.code === 'PAYMENT_SUCCESS' ? 'SUCCESS' : state,
        paymentInstrument: { type: 'UPI', utr: '206378866112' },
        someFieldNotInTheContract: true,
      },
    };
  }

  function pay(body: unknown, xVerify: string | undefined): Answer {
    const request = (body as { request?: unknown } | null)?.request;
    if (typeof request !== 'string') return error(400, 'BAD_REQUEST');
    if (xVerify !== sign(`${request}/pg/v1/pay`)) return error(401, 'AUTHORIZATION_FAILED');
    const payload = JSON.parse(Buffer.from(request, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    const override = payAnswer?.(payload);
    if (override) return override;
    const valid =
      payload.merchantId === options.merchantId &&
      typeof payload.merchantTransactionId === 'string' &&
      TRANSACTION_ID.test(payload.merchantTransactionId) &&
      typeof payload.merchantUserId === 'string' &&
      USER_ID.test(payload.merchantUserId) &&
      Number.isSafeInteger(payload.amount) &&
      (payload.amount as number) >= 100 &&
      typeof payload.redirectUrl === 'string' &&
      payload.redirectMode === 'REDIRECT' &&
      typeof payload.callbackUrl === 'string' &&
      (payload.paymentInstrument as { type?: unknown } | undefined)?.type === 'PAY_PAGE';
    if (!valid) return error(400, 'BAD_REQUEST');
    const id = payload.merchantTransactionId as string;
    if (payments.has(id)) return error(400, 'INVALID_TRANSACTION_ID');
    payments.set(id, {
      merchantTransactionId: id,
      merchantUserId: payload.merchantUserId as string,
      amount: payload.amount as number,
      redirectUrl: payload.redirectUrl as string,
      callbackUrl: payload.callbackUrl as string,
      ...(typeof payload.mobileNumber === 'string' && { mobileNumber: payload.mobileNumber }),
      script: [{ code: 'PAYMENT_PENDING' }],
      statusCalls: 0,
    });
    return {
      status: 200,
      body: {
        success: true,
        code: 'PAYMENT_INITIATED',
        message: 'Payment initiated',
        data: {
          merchantId: options.merchantId,
          merchantTransactionId: id,
          instrumentResponse: {
            type: 'PAY_PAGE',
            redirectInfo: { url: `${baseUrl}/pay-page/${id}`, method: 'GET' },
          },
        },
      },
    };
  }

  function refund(body: unknown, xVerify: string | undefined): Answer {
    const request = (body as { request?: unknown } | null)?.request;
    if (typeof request !== 'string') return error(400, 'BAD_REQUEST');
    if (xVerify !== sign(`${request}/pg/v1/refund`)) return error(401, 'AUTHORIZATION_FAILED');
    const payload = JSON.parse(Buffer.from(request, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    const id = payload.merchantTransactionId;
    const original = payments.get(String(payload.originalTransactionId));
    const valid =
      payload.merchantId === options.merchantId &&
      typeof id === 'string' &&
      TRANSACTION_ID.test(id) &&
      typeof payload.merchantUserId === 'string' &&
      Number.isSafeInteger(payload.amount) &&
      (payload.amount as number) >= 100 &&
      typeof payload.callbackUrl === 'string';
    if (!valid) return error(400, 'BAD_REQUEST');
    if (payments.has(id) || refunds.has(id)) return error(400, 'INVALID_TRANSACTION_ID');
    if (!original) return error(400, 'TRANSACTION_NOT_FOUND');
    const refunded = [...refunds.values()]
      .filter((other) => other.originalTransactionId === original.merchantTransactionId)
      .reduce((sum, other) => sum + other.amount, 0);
    if (refunded + (payload.amount as number) > original.amount) {
      return error(400, 'PAYMENT_ERROR');
    }
    const kept: FakeRefund = {
      merchantTransactionId: id,
      originalTransactionId: original.merchantTransactionId,
      merchantUserId: payload.merchantUserId as string,
      amount: payload.amount as number,
      callbackUrl: payload.callbackUrl as string,
      script: [{ code: 'PAYMENT_PENDING' }],
      statusCalls: 0,
    };
    refunds.set(id, kept);
    return { status: 200, body: statusBody(kept, { code: 'PAYMENT_PENDING' }) };
  }

  function status(
    path: string,
    xVerify: string | undefined,
    merchantIdHeader: string | undefined,
  ): Answer {
    if (xVerify !== sign(path) || merchantIdHeader !== options.merchantId) {
      return error(401, 'AUTHORIZATION_FAILED');
    }
    const [, , , , merchantId, id] = path.split('/');
    const payment =
      merchantId === options.merchantId
        ? (payments.get(id ?? '') ?? refunds.get(id ?? ''))
        : undefined;
    if (!payment) return error(404, 'TRANSACTION_NOT_FOUND');
    const step = payment.script[
      Math.min(payment.statusCalls, payment.script.length - 1)
    ] as StatusScript;
    payment.statusCalls += 1;
    if (step.code === 'INTERNAL_SERVER_ERROR') return error(step.httpStatus ?? 500, step.code);
    return { status: 200, body: statusBody(payment, step) };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const xVerify = header(request, 'x-verify');
    const merchantIdHeader = header(request, 'x-merchant-id');
    const raw = await readBody(request);
    let answer: Answer;
    if (request.method === 'POST' && url.pathname === '/pg/v1/refund') {
      const mishap = refundMishaps.shift() ?? 'none';
      if (mishap === 'unreachable') {
        // A gateway in front of PhonePe answers: the refund never arrived.
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html><body>Bad gateway</body></html>');
        return;
      }
      answer = refund(safeJson(raw), xVerify);
      if (mishap === 'drop-after') {
        request.socket.destroy();
        return;
      }
    } else if (request.method === 'POST' && url.pathname === '/pg/v1/pay') {
      answer = pay(safeJson(raw), xVerify);
    } else if (request.method === 'GET' && url.pathname.startsWith('/pg/v1/status/')) {
      answer = status(url.pathname, xVerify, merchantIdHeader);
    } else {
      answer = error(404, 'BAD_REQUEST');
    }
    calls.push({
      method: request.method ?? '',
      path: url.pathname,
      xVerify,
      merchantIdHeader,
      verified: (answer.body as { code?: string }).code !== 'AUTHORIZATION_FAILED',
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const findRefund = (id: string) => {
    const kept = refunds.get(id);
    if (!kept) throw new Error(`the fake has no refund ${id}`);
    return kept;
  };

  const find = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`the fake has no payment ${id}`);
    return payment;
  };

  return {
    baseUrl,
    calls,
    payments,
    /** What the status call answers for this payment from now on, in order. */
    script(id: string, ...steps: StatusScript[]) {
      const payment = find(id);
      payment.script = steps;
      payment.statusCalls = 0;
    },
    refunds,
    /** What the status call answers for this refund from now on, in order. */
    scriptRefund(id: string, ...steps: StatusScript[]) {
      const kept = findRefund(id);
      kept.script = steps;
      kept.statusCalls = 0;
    },
    /** How the next refund calls go, one mishap each (then as the contract says). */
    refundMishaps(...next: RefundMishap[]) {
      refundMishaps = next;
    },
    /** The callback PhonePe would post about a refund, signed like PhonePe. */
    refundCallback(id: string, step: StatusScript = { code: 'PAYMENT_SUCCESS' }) {
      const response = Buffer.from(JSON.stringify(statusBody(findRefund(id), step))).toString(
        'base64',
      );
      return { body: { response }, headers: { 'x-verify': sign(response) } };
    },
    /** Answers the next pay calls with this (null: as the contract says). */
    answerPayWith(next: typeof payAnswer) {
      payAnswer = next;
    },
    /** The server-to-server callback PhonePe would post for a payment, signed like PhonePe. */
    callback(id: string, step: StatusScript = { code: 'PAYMENT_SUCCESS' }, signWith = sign) {
      const response = Buffer.from(JSON.stringify(statusBody(find(id), step))).toString('base64');
      return { body: { response }, headers: { 'x-verify': signWith(response) } };
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type FakePhonePe = Awaited<ReturnType<typeof startFakePhonePe>>;

type Answer = { status: number; body: unknown };

function error(status: number, code: string): Answer {
  return {
    status,
    body: { success: false, code, message: code.replaceAll('_', ' ').toLowerCase() },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
