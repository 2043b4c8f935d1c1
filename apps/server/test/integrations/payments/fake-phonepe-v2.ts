import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PhonePe Standard Checkout v2 (docs/api/payments.md#phonepe-v2), on
 * 127.0.0.1, written from the contract rather than from the shop's adapter: it issues O-Bearer
 * tokens by client credentials and refuses expired or unknown ones, checks every request body,
 * keeps orders and refunds, answers their status from a script, and signs webhooks with the
 * configured username and password.
 */
/** The credentials the shop's tests configure, and the fake expects. */
export const V2_CREDENTIALS = {
  clientId: 'RIGFORGEUAT_2507',
  clientSecret: 'c0ffee-client-secret-for-tests',
  clientVersion: '1',
  webhookUsername: 'rigforge-hooks',
  webhookPassword: 'hook-password-for-tests',
};

export interface FakePhonePeV2Options {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
  /** The fake's time in epoch milliseconds (the shop's test clock, so tokens expire with it). */
  now: () => number;
  /** How long a token lives, in seconds. */
  tokenLifetimeS?: number;
  /** Which order-status path it serves: PhonePe's pages disagree. */
  statusPath?: 'checkout' | 'payments';
}

export type OrderScript =
  | { state: 'PENDING' }
  | { state: 'COMPLETED'; amount?: number }
  | { state: 'FAILED'; errorCode?: string }
  | { httpStatus: number };

export type RefundScript =
  | { state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' }
  | { state: 'FAILED'; errorCode?: string }
  | { httpStatus: number };

export interface FakeOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  expireAfter: number | undefined;
  metaInfo: unknown;
  redirectUrl: string;
  script: OrderScript[];
  statusCalls: number;
}

export interface FakeV2Refund {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  refundId: string;
  amount: number;
  script: RefundScript[];
  statusCalls: number;
}

export interface FakeV2Call {
  method: string;
  path: string;
  authorization: string | undefined;
  status: number;
}

const ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

export async function startFakePhonePeV2(options: FakePhonePeV2Options) {
  const lifetimeS = options.tokenLifetimeS ?? 3600;
  /** access token -> expiry, epoch seconds */
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeV2Refund>();
  const calls: FakeV2Call[] = [];
  let issued = 0;
  let seq = 0;

  function token(form: URLSearchParams): Answer {
    const valid =
      form.get('client_id') === options.clientId &&
      form.get('client_secret') === options.clientSecret &&
      form.get('client_version') === options.clientVersion &&
      form.get('grant_type') === 'client_credentials';
    if (!valid) return { status: 401, body: { code: 'INVALID_CLIENT', message: 'Bad client' } };
    const issuedAt = Math.floor(options.now() / 1000);
    const expiresAt = issuedAt + lifetimeS;
    const accessToken = `token-${++issued}-${Math.random().toString(36).slice(2)}`;
    tokens.set(accessToken, expiresAt);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        encrypted_access_token: `enc-${accessToken}`,
        expires_in: lifetimeS,
        issued_at: issuedAt,
        expires_at: expiresAt,
        session_expires_at: expiresAt,
        token_type: 'O-Bearer',
      },
    };
  }

  function authorized(header: string | undefined): boolean {
    const match = /^O-Bearer (\S+)$/.exec(header ?? '');
    const expiresAt = match ? tokens.get(match[1] as string) : undefined;
    return expiresAt !== undefined && options.now() / 1000 < expiresAt;
  }

  function pay(body: Json | null): Answer {
    const flow = body?.paymentFlow as Json | undefined;
    const urls = flow?.merchantUrls as Json | undefined;
    const id = body?.merchantOrderId;
    const valid =
      typeof id === 'string' &&
      ORDER_ID.test(id) &&
      Number.isSafeInteger(body?.amount) &&
      (body?.amount as number) >= 100 &&
      (body?.expireAfter === undefined || Number.isSafeInteger(body.expireAfter)) &&
      flow?.type === 'PG_CHECKOUT' &&
      typeof urls?.redirectUrl === 'string';
    if (!valid) return badRequest('BAD_REQUEST');
    if (orders.has(id)) return badRequest('DUPLICATE_MERCHANT_ORDER_ID');
    const order: FakeOrder = {
      merchantOrderId: id,
      orderId: `OMO${++seq}`,
      amount: body?.amount as number,
      expireAfter: body?.expireAfter as number | undefined,
      metaInfo: body?.metaInfo,
      redirectUrl: urls?.redirectUrl as string,
      script: [{ state: 'PENDING' }],
      statusCalls: 0,
    };
    orders.set(id, order);
    return {
      status: 200,
      body: {
        orderId: order.orderId,
        state: 'PENDING',
        expireAt: options.now() + (order.expireAfter ?? 1200) * 1000,
        redirectUrl: `${baseUrl}/pay-page/${order.orderId}`,
      },
    };
  }

  function orderBody(order: FakeOrder, step: Exclude<OrderScript, { httpStatus: number }>) {
    const amount = step.state === 'COMPLETED' ? (step.amount ?? order.amount) : order.amount;
    const errorCode = step.state === 'FAILED' ? (step.errorCode ?? 'TXN_DECLINED') : undefined;
    return {
      orderId: order.orderId,
      state: step.state,
      amount,
      expireAt: options.now() + 600_000,
      ...(errorCode && { errorCode, detailedErrorCode: `${errorCode}_DETAIL` }),
      metaInfo: order.metaInfo,
      paymentDetails: [
        {
          paymentMode: 'UPI_QR',
          transactionId: `OM${order.orderId}T1`,
          timestamp: options.now(),
          amount,
          state: step.state,
          ...(errorCode && { errorCode }),
        },
      ],
      someFieldNotInTheContract: { nested: true },
    };
  }

  function orderStatus(id: string): Answer {
    const order = orders.get(id);
    if (!order) return { status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'No order' } };
    const step = order.script[Math.min(order.statusCalls, order.script.length - 1)] as OrderScript;
    order.statusCalls += 1;
    if ('httpStatus' in step) return { status: step.httpStatus, body: '<html>Bad gateway</html>' };
    return { status: 200, body: orderBody(order, step) };
  }

  function refund(body: Json | null): Answer {
    const id = body?.merchantRefundId;
    const order = orders.get(String(body?.originalMerchantOrderId));
    const valid =
      typeof id === 'string' &&
      ORDER_ID.test(id) &&
      Number.isSafeInteger(body?.amount) &&
      (body?.amount as number) >= 100;
    if (!valid) return badRequest('BAD_REQUEST');
    if (refunds.has(id)) return badRequest('DUPLICATE_REQUEST');
    if (!order) return badRequest('ORDER_NOT_FOUND');
    if (!order.script.some((step) => 'state' in step && step.state === 'COMPLETED')) {
      return badRequest('INVALID_ORDER_STATE');
    }
    const refunded = [...refunds.values()]
      .filter((other) => other.originalMerchantOrderId === order.merchantOrderId)
      .reduce((sum, other) => sum + other.amount, 0);
    if (refunded + (body?.amount as number) > order.amount) return badRequest('EXCESS_AMOUNT');
    const kept: FakeV2Refund = {
      merchantRefundId: id,
      originalMerchantOrderId: order.merchantOrderId,
      refundId: `OMR${++seq}`,
      amount: body?.amount as number,
      script: [{ state: 'PENDING' }],
      statusCalls: 0,
    };
    refunds.set(id, kept);
    return {
      status: 200,
      body: { refundId: kept.refundId, amount: kept.amount, state: 'PENDING' },
    };
  }

  function refundStatus(id: string): Answer {
    const kept = refunds.get(id);
    if (!kept) return { status: 404, body: { code: 'REFUND_NOT_FOUND', message: 'No refund' } };
    const step = kept.script[Math.min(kept.statusCalls, kept.script.length - 1)] as RefundScript;
    kept.statusCalls += 1;
    if ('httpStatus' in step) return { status: step.httpStatus, body: '<html>Bad gateway</html>' };
    return {
      status: 200,
      body: {
        originalMerchantOrderId: kept.originalMerchantOrderId,
        amount: kept.amount,
        state: step.state,
        refundId: kept.refundId,
        timestamp: options.now(),
        ...(step.state === 'FAILED' && { errorCode: step.errorCode ?? 'REFUND_FAILED' }),
        paymentDetails: [],
      },
    };
  }

  const statusPrefix =
    (options.statusPath ?? 'checkout') === 'checkout'
      ? '/checkout/v2/order/'
      : '/payments/v2/order/';

  function route(method: string, path: string, raw: string, headers: IncomingMessage['headers']) {
    if (method === 'POST' && path === '/v1/oauth/token') {
      if (!String(headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return badRequest('BAD_REQUEST');
      }
      return token(new URLSearchParams(raw));
    }
    if (!authorized(header(headers, 'authorization'))) {
      return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Token expired or unknown' } };
    }
    if (method === 'POST' && path === '/checkout/v2/pay') return pay(safeJson(raw));
    if (method === 'POST' && path === '/payments/v2/refund') return refund(safeJson(raw));
    const refundMatch = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path);
    if (method === 'GET' && refundMatch)
      return refundStatus(decodeURIComponent(refundMatch[1] ?? ''));
    if (method === 'GET' && path.startsWith(statusPrefix) && path.endsWith('/status')) {
      return orderStatus(decodeURIComponent(path.slice(statusPrefix.length, -'/status'.length)));
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No such API' } };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(request);
    const answer = route(request.method ?? '', url.pathname, raw, request.headers);
    calls.push({
      method: request.method ?? '',
      path: `${url.pathname}${url.search}`,
      authorization: header(request.headers, 'authorization'),
      status: answer.status,
    });
    response.writeHead(answer.status, {
      'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json',
    });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const findOrder = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`the fake has no order ${id}`);
    return order;
  };
  const findRefund = (id: string) => {
    const kept = refunds.get(id);
    if (!kept) throw new Error(`the fake has no refund ${id}`);
    return kept;
  };
  const authorization = (username: string, password: string) =>
    createHash('sha256').update(`${username}:${password}`).digest('hex');

  return {
    baseUrl,
    calls,
    orders,
    refunds,
    /** How many tokens the fake has issued. */
    tokensIssued: () => issued,
    /** Forgets every token it issued, as a key rotation would. */
    revokeTokens: () => tokens.clear(),
    /** What the order-status call answers for this order from now on, in order. */
    script(id: string, ...steps: OrderScript[]) {
      const order = findOrder(id);
      order.script = steps;
      order.statusCalls = 0;
    },
    scriptRefund(id: string, ...steps: RefundScript[]) {
      const kept = findRefund(id);
      kept.script = steps;
      kept.statusCalls = 0;
    },
    /** The webhook PhonePe would post about an order, with the configured Authorization. */
    orderWebhook(
      id: string,
      event = 'checkout.order.completed',
      credentials = { username: options.webhookUsername, password: options.webhookPassword },
    ) {
      const order = findOrder(id);
      const state = event.endsWith('completed') ? 'COMPLETED' : 'FAILED';
      return {
        body: {
          event,
          payload: {
            merchantId: 'RIGFORGEV2',
            merchantOrderId: id,
            ...orderBody(order, { state }),
          },
        },
        headers: { authorization: authorization(credentials.username, credentials.password) },
      };
    },
    /** The webhook PhonePe would post about a refund. */
    refundWebhook(id: string, event = 'pg.refund.completed') {
      const kept = findRefund(id);
      return {
        body: {
          event,
          payload: {
            merchantId: 'RIGFORGEV2',
            merchantRefundId: id,
            originalMerchantOrderId: kept.originalMerchantOrderId,
            refundId: kept.refundId,
            amount: kept.amount,
            state: event.endsWith('completed') ? 'COMPLETED' : 'FAILED',
          },
        },
        headers: {
          authorization: authorization(options.webhookUsername, options.webhookPassword),
        },
      };
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type FakePhonePeV2 = Awaited<ReturnType<typeof startFakePhonePeV2>>;

type Json = Record<string, unknown>;
type Answer = { status: number; body: unknown };

function badRequest(code: string): Answer {
  return { status: 400, body: { code, message: code.replaceAll('_', ' ').toLowerCase() } };
}

function header(headers: IncomingMessage['headers'], name: string): string | undefined {
  const value = headers[name];
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

function safeJson(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Json) : null;
  } catch {
    return null;
  }
}
