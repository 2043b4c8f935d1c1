import { type DevOutboxMessage, devOutboxEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loopbackOnly } from '../../platform/http/loopback-only';
import { routeOf } from '../../platform/http/route-schema';
import { linksIn } from '../../platform/outbox/links';
import { createOutboxRepository } from '../../platform/outbox/repository';

const RECENT_LIMIT = 50;

export async function recentOutboxMessages(
  outbox: ReturnType<typeof createOutboxRepository>,
): Promise<DevOutboxMessage[]> {
  const rows = await outbox.listRecent(RECENT_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    links: linksIn(row.body),
    status: row.status,
    createdAt: row.created_at.toISOString(),
  }));
}

// Development and test only (app.ts never registers it in production): the emails and texts the
// shop would have sent, so a newcomer can verify an email or a phone with no provider
// (docs/decisions/009-an-outbox-for-email-sms-and-crm.md).
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db);
  app.addHook('onRequest', loopbackOnly);
  app.route({
    ...routeOf(devOutboxEndpoint),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await recentOutboxMessages(outbox) };
    },
  });
};
