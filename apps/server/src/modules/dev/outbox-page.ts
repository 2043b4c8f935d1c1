import type { DevOutboxMessage } from '@shop/domain';
import type { FastifyPluginAsync } from 'fastify';
import { loopbackOnly } from '../../platform/http/loopback-only';
import { createOutboxRepository } from '../../platform/outbox/repository';
import { recentOutboxMessages } from './outbox-routes';

// The same list as GET /api/dev/outbox, as a page (outside production only). Registered as a
// route, so the SPA's history fallback never answers this path.
export const devOutboxPage: FastifyPluginAsync = async (app) => {
  const outbox = createOutboxRepository(app.db);
  app.addHook('onRequest', loopbackOnly);
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await recentOutboxMessages(outbox);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(messages));
  });
};

function page(messages: DevOutboxMessage[]): string {
  const items = messages.map(item).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title></head>
<body>
<h1>Development outbox</h1>
<p>Emails and texts the shop would have sent, newest first. Reload to see new ones.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ol reversed>\n${items}\n</ol>`}
</body>
</html>
`;
}

function item(message: DevOutboxMessage): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<li>
<h2>${escapeHtml(message.subject ?? `${message.channel.toUpperCase()} message`)}</h2>
<p>${message.channel} to ${escapeHtml(message.to)} at ${escapeHtml(message.createdAt)} (${message.status})</p>
<pre>${escapeHtml(message.text)}</pre>
${links ? `<ul>${links}</ul>` : ''}
</li>`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
