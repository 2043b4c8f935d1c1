import type { OutboxMessage } from '../../platform/outbox/repository';
import type { Transport } from '../../platform/outbox/transport';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  /** https://control.msg91.com/api/v5, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** What an SMS message of the outbox carries for MSG91's OTP template. */
export interface OtpSmsPayload {
  otp: string;
  /** Minutes, shown by the template. */
  expiryMinutes: number;
}

/**
 * Delivers an OTP text through MSG91 v5 (POST /otp with the authkey header). The shop generates,
 * stores and checks the OTP itself; MSG91 is only asked to send it in the DLT-registered template,
 * so verification never depends on the provider. MSG91 answers
 * `{type: 'success' | 'error', message}`.
 */
export function createMsg91Transport(options: Msg91Options): Transport {
  return {
    async deliver(message: OutboxMessage) {
      const payload = message.payload as Partial<OtpSmsPayload> | null;
      if (!payload?.otp) throw new Error('MSG91 delivers OTP texts only');
      const url = new URL(`${options.baseUrl}/otp`);
      url.searchParams.set('template_id', options.templateId);
      url.searchParams.set('mobile', message.recipient);
      url.searchParams.set('otp', payload.otp);
      url.searchParams.set('otp_length', String(payload.otp.length));
      if (payload.expiryMinutes) url.searchParams.set('otp_expiry', String(payload.expiryMinutes));
      const response = await fetch(url, {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = (await response.json().catch(() => null)) as {
        type?: unknown;
        message?: unknown;
      } | null;
      if (!response.ok || answer?.type !== 'success') {
        throw new Error(`MSG91 refused the text (${response.status}): ${String(answer?.message)}`);
      }
    },
  };
}
