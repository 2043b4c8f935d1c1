import { DeliveryDeferred } from '../../platform/outbox/transport';

export interface BiginCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** https://accounts.zoho.in for India's data centre, or a local fake in tests. */
  accountsUrl: string;
  timeoutMs?: number;
}

export interface BiginAccess {
  token: string;
  /** Where this account's API lives (https://www.zohoapis.in). */
  apiDomain: string;
}

/** Zoho issues at most 10 access tokens per refresh token in 10 minutes. */
export const TOKEN_REFRESH_LIMIT = { count: 10, windowMs: 10 * 60_000 } as const;
/** A token is renewed this long before Zoho says it expires, so none expires in flight. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
/** How long to leave Zoho's accounts server alone after it says "too many requests". */
const TOKEN_BACKOFF_MS = 10 * 60_000;

/**
 * Zoho's OAuth refresh-token flow with the access token cached until shortly before it expires
 * (an hour), within Zoho's limit on new tokens: past it, delivery waits rather than asking.
 */
export function createBiginTokens(credentials: BiginCredentials, now: () => number) {
  let cached: (BiginAccess & { expiresAt: number }) | null = null;
  const refreshedAt: number[] = [];

  async function refresh(): Promise<BiginAccess> {
    const time = now();
    while (refreshedAt.length > 0 && (refreshedAt[0] ?? 0) <= time - TOKEN_REFRESH_LIMIT.windowMs) {
      refreshedAt.shift();
    }
    if (refreshedAt.length >= TOKEN_REFRESH_LIMIT.count) {
      const waitMs = (refreshedAt[0] ?? time) + TOKEN_REFRESH_LIMIT.windowMs - time;
      throw new DeliveryDeferred('Zoho access tokens used up for now', waitMs);
    }
    refreshedAt.push(time);
    const url = new URL('/oauth/v2/token', credentials.accountsUrl);
    url.searchParams.set('refresh_token', credentials.refreshToken);
    url.searchParams.set('client_id', credentials.clientId);
    url.searchParams.set('client_secret', credentials.clientSecret);
    url.searchParams.set('grant_type', 'refresh_token');
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(credentials.timeoutMs ?? 10_000),
    });
    const answer = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
      api_domain?: unknown;
      error?: unknown;
      error_description?: unknown;
    } | null;
    if (typeof answer?.access_token === 'string' && typeof answer.api_domain === 'string') {
      const lifetimeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 3600) * 1000;
      cached = {
        token: answer.access_token,
        apiDomain: answer.api_domain.replace(/\/+$/, ''),
        expiresAt: time + lifetimeMs - EXPIRY_MARGIN_MS,
      };
      return cached;
    }
    const reason = `${String(answer?.error ?? response.status)} ${String(answer?.error_description ?? '')}`;
    // Zoho answers a burst of token requests with "Access Denied ... too many requests".
    if (response.status === 429 || /too many requests/i.test(reason)) {
      throw new DeliveryDeferred(`Zoho refused a new token: ${reason.trim()}`, TOKEN_BACKOFF_MS);
    }
    throw new Error(`Zoho refused a new token: ${reason.trim()}`);
  }

  return {
    /** The cached token while it is fresh, else a new one. */
    async current(): Promise<BiginAccess> {
      if (cached && now() < cached.expiresAt) return cached;
      return refresh();
    },
    /** Drops the cached token (Bigin said it is no longer valid) and gets a new one. */
    async renew(): Promise<BiginAccess> {
      cached = null;
      return refresh();
    },
  };
}
