import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const BIGIN_CREDENTIALS = {
  clientId: '1000.FAKECLIENT',
  clientSecret: 'fake-secret',
  refreshToken: '1000.fake-refresh',
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
export type BiginContact = { id: string; record: Record<string, unknown> };

/**
 * A local stand-in for Zoho's accounts server and Bigin v2, as docs/api/crm.md#zoho-bigin records
 * their contract: refresh-token grants answer `{access_token, expires_in: 3600, api_domain}` (at
 * most 10 in 10 minutes, else "Access Denied"); Contacts/upsert takes `Zoho-oauthtoken`, matches on
 * Email and answers per record. A test can expire every token, answer with a limit, or be down.
 */
export async function startBiginFake() {
  const contacts = new Map<string, BiginContact>();
  const liveTokens = new Set<string>();
  const tokenGrants: number[] = [];
  const upserts: { token: string | undefined; body: unknown }[] = [];
  let mode: 'up' | 'down' | 'limit' = 'up';
  let retryAfterSeconds: number | undefined;
  let issued = 0;

  function grantToken(url: URL): Reply {
    const query = Object.fromEntries(url.searchParams);
    const known =
      query.client_id === BIGIN_CREDENTIALS.clientId &&
      query.client_secret === BIGIN_CREDENTIALS.clientSecret &&
      query.refresh_token === BIGIN_CREDENTIALS.refreshToken &&
      query.grant_type === 'refresh_token';
    // Zoho answers a bad grant with HTTP 200 and an error field.
    if (!known) return { status: 200, body: { error: 'invalid_code' } };
    const now = Date.now();
    if (tokenGrants.filter((at) => at > now - 10 * 60_000).length >= 10) {
      return {
        status: 400,
        body: {
          error_description:
            'You have made too many requests continuously. Please try again after some time.',
          error: 'Access Denied',
          status: 'failure',
        },
      };
    }
    tokenGrants.push(now);
    const token = `1000.token-${++issued}`;
    liveTokens.add(token);
    return {
      status: 200,
      body: { access_token: token, api_domain: baseUrl, token_type: 'Bearer', expires_in: 3600 },
    };
  }

  function upsert(token: string | undefined, body: unknown): Reply {
    upserts.push({ token, body });
    if (mode === 'down') return { status: 503, body: 'Service Unavailable' };
    if (!token || !liveTokens.has(token)) {
      return {
        status: 401,
        body: {
          code: 'INVALID_TOKEN',
          details: {},
          message: 'invalid oauth token',
          status: 'error',
        },
      };
    }
    if (mode === 'limit') {
      return {
        status: 429,
        headers: retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
        body: {
          code: 'TOO_MANY_REQUESTS',
          details: {},
          message: 'The API credits of the organisation are used up for the day',
          status: 'error',
        },
      };
    }
    const { data, duplicate_check_fields } = (body ?? {}) as {
      data?: Record<string, unknown>[];
      duplicate_check_fields?: string[];
    };
    if (!Array.isArray(data) || data.length === 0 || !duplicate_check_fields?.includes('Email')) {
      return {
        status: 400,
        body: { code: 'INVALID_DATA', details: {}, message: 'invalid data', status: 'error' },
      };
    }
    const answers = data.map((record) => {
      if (typeof record.Last_Name !== 'string' || record.Last_Name === '') {
        return {
          code: 'MANDATORY_NOT_FOUND',
          details: { api_name: 'Last_Name' },
          message: 'required field not found',
          status: 'error',
        };
      }
      const key = String(record.Email).toLowerCase();
      const existing = contacts.get(key);
      const id = existing?.id ?? String(4_000_000_000 + contacts.size);
      contacts.set(key, { id, record: { ...existing?.record, ...record } });
      return {
        code: 'SUCCESS',
        duplicate_field: existing ? 'Email' : null,
        action: existing ? 'update' : 'insert',
        details: { id, Modified_Time: new Date().toISOString() },
        message: existing ? 'record updated' : 'record added',
        status: 'success',
      };
    });
    const failed = answers.every((answer) => answer.status === 'error');
    return { status: failed ? 400 : 200, body: { data: answers } };
  }

  async function readJson(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return null;
    }
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let reply: Reply = { status: 404, body: { code: 'INVALID_URL_PATTERN', status: 'error' } };
    if (request.method === 'POST' && url.pathname === '/oauth/v2/token') {
      request.resume();
      reply = grantToken(url);
    } else if (request.method === 'POST' && url.pathname === '/bigin/v2/Contacts/upsert') {
      const authorization = request.headers.authorization;
      const token = authorization?.startsWith('Zoho-oauthtoken ')
        ? authorization.slice('Zoho-oauthtoken '.length)
        : undefined;
      reply = upsert(token, await readJson(request));
    } else {
      request.resume();
    }
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    /** The shop's settings that point its Bigin delivery at this fake. */
    shopEnv: {
      BIGIN_CLIENT_ID: BIGIN_CREDENTIALS.clientId,
      BIGIN_CLIENT_SECRET: BIGIN_CREDENTIALS.clientSecret,
      BIGIN_REFRESH_TOKEN: BIGIN_CREDENTIALS.refreshToken,
      BIGIN_ACCOUNTS_URL: baseUrl,
    },
    contacts,
    upserts,
    /** Starts Zoho's count of recent token grants afresh, as if ten minutes had passed. */
    forgetGrants: () => {
      tokenGrants.length = 0;
    },
    /** How many access tokens were handed out. */
    tokenGrants: () => tokenGrants.length,
    /** Every token handed out so far stops working, as after an hour or a revocation. */
    expireTokens: () => liveTokens.clear(),
    goDown: () => {
      mode = 'down';
    },
    comeBack: () => {
      mode = 'up';
    },
    /** Answers upserts 429 TOO_MANY_REQUESTS, with Retry-After when given. */
    limit: (seconds?: number) => {
      mode = 'limit';
      retryAfterSeconds = seconds;
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
