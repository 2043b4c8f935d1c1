import fp from 'fastify-plugin';
import { createBiginTransport } from '../../integrations/crm/bigin-transport';
import { createSmtpTransport } from '../../integrations/mail/smtp-transport';
import { createMsg91Transport } from '../../integrations/sms/msg91-transport';
import type { OutboxChannel } from '../db/schema-platform';
import { createOutboxDispatcher, type OutboxDispatcher } from './dispatcher';
import type { Transport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
  }
}

/**
 * Delivers the outbox (docs/decisions/009-an-outbox-for-email-sms-and-crm.md) through the providers
 * that are configured: SMTP_URL for email, MSG91 for SMS, Zoho Bigin for the CRM. Started with the server and stopped when
 * it closes. A channel with no provider keeps its messages in the outbox, readable at /dev/outbox
 * outside production.
 */
export const outboxPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, msg91, bigin } = app.config;
    const smtp = smtpUrl ? createSmtpTransport(smtpUrl, mailFrom) : undefined;
    const transports: Partial<Record<OutboxChannel, Transport>> = {};
    if (smtp) transports.email = smtp;
    if (msg91) transports.sms = createMsg91Transport(msg91);
    if (bigin) transports.crm = createBiginTransport(bigin, () => app.clock.now().getTime());

    const dispatcher = createOutboxDispatcher({
      db: app.db,
      clock: app.clock,
      transports,
      log: app.log.child({ module: 'outbox' }),
    });
    app.decorate('outbox', dispatcher);
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => {
      await dispatcher.stop();
      smtp?.close();
    });
  },
  { name: 'outbox', dependencies: ['context', 'clock'] },
);
