import type { Clock } from '../../platform/clock';

export interface PhonePeV2Credentials {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Where /v1/oauth/token lives. */
  tokenUrl: string;
  timeoutMs?: number;
}

/** A token is renewed this long before PhonePe says it expires, so none expires in flight. */
export const TOKEN_RENEW_BEFORE_MS = 60_000;

interface CachedToken {
  accessToken: string;
  /** Epoch milliseconds from which a new one is fetched. */
  renewAt: number;
}

/**
 * PhonePe v2's OAuth client-credentials token (docs/api/payments.md#phonepe-v2), cached until
 * shortly before its `expires_at` and fetched by one caller at a time: concurrent calls share
 * the fetch in flight. Times are the shop's clock, so tests move them.
 */
export function createPhonePeV2Tokens(credentials: PhonePeV2Credentials, clock: Clock) {
  let cached: CachedToken | null = null;
  let fetching: Promise<string | null> | null = null;

  async function fetchToken(): Promise<string | null> {
    const body = new URLSearchParams({
      client_id: credentials.clientId,
      client_version: credentials.clientVersion,
      client_secret: credentials.clientSecret,
      grant_type: 'client_credentials',
    });
    try {
      const response = await fetch(`${credentials.tokenUrl}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(credentials.timeoutMs ?? 10_000),
      });
      const answer = (await response.json()) as {
        access_token?: unknown;
        expires_at?: unknown;
        expires_in?: unknown;
        issued_at?: unknown;
      } | null;
      if (typeof answer?.access_token !== 'string' || answer.access_token === '') return null;
      const now = clock.now().getTime();
      const expiresAt =
        typeof answer.expires_at === 'number'
          ? answer.expires_at * 1000
          : typeof answer.expires_in === 'number'
            ? now + answer.expires_in * 1000
            : now;
      cached = {
        accessToken: answer.access_token,
        // A token with less than the margin left is used for this call only.
        renewAt: Math.max(expiresAt - TOKEN_RENEW_BEFORE_MS, now),
      };
      return answer.access_token;
    } catch {
      // Unreachable, too slow, or not JSON: no token now; the call says nothing.
      return null;
    }
  }

  return {
    /** The cached token while it is fresh, else a new one; null when PhonePe gave none. */
    async current(): Promise<string | null> {
      if (cached && clock.now().getTime() < cached.renewAt) return cached.accessToken;
      fetching ??= fetchToken().finally(() => {
        fetching = null;
      });
      return fetching;
    },
    /** Forgets a token PhonePe refused, so the next call fetches another. */
    forget(token: string): void {
      if (cached?.accessToken === token) cached = null;
    },
  };
}

export type PhonePeV2Tokens = ReturnType<typeof createPhonePeV2Tokens>;
