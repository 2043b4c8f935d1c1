import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linksIn } from './links';
import { createOutboxRepository } from './repository';

const RECENT_LIMIT = 50;

const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms', 'crm']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});

export type DevOutboxMessage = z.infer<typeof outboxMessageSchema>;

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
// shop would have sent, so a newcomer can verify an email or a phone with no provider (D9).
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The latest emails and texts, newest first, with the links in each',
        response: { 200: z.object({ messages: z.array(outboxMessageSchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await recentOutboxMessages(outbox) };
    },
  );
};
