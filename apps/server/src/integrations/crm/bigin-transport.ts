import type { OutboxMessage } from '../../platform/outbox/repository';
import { DeliveryDeferred, DeliveryRefused, type Transport } from '../../platform/outbox/transport';
import { type BiginAccess, type BiginCredentials, createBiginTokens } from './bigin-token';
import { asCrmContact, type CrmContact } from './crm-contact';

/**
 * An outage of up to about three days loses nothing: retries back off to an hour apart
 * (docs/decisions/009-an-outbox-for-email-sms-and-crm.md), 72 attempts in all.
 */
export const BIGIN_MAX_ATTEMPTS = 72;
/** How long to wait on a limit answer that does not say (Retry-After). */
export const BIGIN_LIMIT_WAIT_MS = 15 * 60_000;

const LIMIT_CODES = new Set([
  'TOO_MANY_REQUESTS',
  'LIMIT_EXCEEDED',
  'API_LIMIT_EXCEEDED',
  'REQUEST_LIMIT_EXCEEDED',
]);

type BiginAnswer = {
  code?: unknown;
  message?: unknown;
  data?: { code?: unknown; status?: unknown; message?: unknown; details?: unknown }[];
} | null;

/** The contact as Bigin's Contacts module names its fields. */
export function biginContactRecord(contact: CrmContact): Record<string, string> {
  return {
    // Bigin requires a last name; a one-word name is kept whole there.
    Last_Name: contact.lastName || contact.firstName || contact.email,
    ...(contact.firstName && contact.lastName && { First_Name: contact.firstName }),
    Email: contact.email,
    ...(contact.phone && { Mobile: `+91${contact.phone}` }),
    Description: contact.note,
  };
}

/**
 * Zoho Bigin v2 as the outbox's CRM transport (docs/api/crm.md#zoho-bigin): each message upserts
 * one contact, matched by email. A token Bigin no longer accepts is renewed once and the call
 * repeated; a limit answer pauses every CRM delivery for as long as Bigin asks; data Bigin
 * refuses is not retried; anything else (an outage) is retried by the outbox.
 */
export function createBiginTransport(
  credentials: BiginCredentials,
  now: () => number = Date.now,
): Transport {
  const tokens = createBiginTokens(credentials, now);
  let pausedUntil = 0;

  async function upsert(access: BiginAccess, contact: CrmContact) {
    const response = await fetch(`${access.apiDomain}/bigin/v2/Contacts/upsert`, {
      method: 'POST',
      headers: {
        authorization: `Zoho-oauthtoken ${access.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        data: [biginContactRecord(contact)],
        duplicate_check_fields: ['Email'],
      }),
      signal: AbortSignal.timeout(credentials.timeoutMs ?? 10_000),
    });
    const answer = (await response.json().catch(() => null)) as BiginAnswer;
    return { response, answer };
  }

  return {
    maxAttempts: BIGIN_MAX_ATTEMPTS,
    async deliver(message: OutboxMessage) {
      const contact = asCrmContact(message.payload);
      if (!contact) throw new DeliveryRefused('Not a CRM contact');
      const waitMs = pausedUntil - now();
      if (waitMs > 0) throw new DeliveryDeferred('Bigin limit: waiting', waitMs);

      let { response, answer } = await upsert(await tokens.current(), contact);
      // INVALID_TOKEN: revoked or expired early; one new token, one more try.
      if (response.status === 401) {
        ({ response, answer } = await upsert(await tokens.renew(), contact));
      }
      const record = answer?.data?.[0];
      const code = String(record?.code ?? answer?.code ?? '');
      if (response.ok && record?.status === 'success') return;

      if (response.status === 429 || LIMIT_CODES.has(code)) {
        const retryAfter = Number(response.headers.get('retry-after'));
        const delayMs = retryAfter > 0 ? retryAfter * 1000 : BIGIN_LIMIT_WAIT_MS;
        pausedUntil = now() + delayMs;
        throw new DeliveryDeferred(`Bigin limit (${response.status} ${code})`, delayMs);
      }
      const reason = `Bigin refused the contact (${response.status} ${code}): ${String(
        record?.message ?? answer?.message ?? '',
      )}`;
      // A record Bigin answers with an error of its own (missing or invalid data) stays refused.
      if (record?.status === 'error' && response.status < 500) throw new DeliveryRefused(reason);
      throw new Error(reason);
    },
  };
}
