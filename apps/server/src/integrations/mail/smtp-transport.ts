import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../../platform/outbox/repository';
import type { Transport } from '../../platform/outbox/transport';

/**
 * Email through SMTP (docs/decisions/009-an-outbox-for-email-sms-and-crm.md). `smtp` is SMTP_URL,
 * or any nodemailer transport options (tests use `{ jsonTransport: true }`).
 */
export function createSmtpTransport(
  smtp: string | Parameters<typeof nodemailer.createTransport>[0],
  from: string,
): Transport & { close(): void } {
  const transporter = nodemailer.createTransport(smtp);
  return {
    async deliver(message: OutboxMessage) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
    close() {
      transporter.close();
    },
  };
}
