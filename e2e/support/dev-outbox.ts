/**
 * A message the shop would have emailed or texted, as GET /api/dev/outbox lists it
 * (docs/api/session.md).
 */
export type OutboxMessage = {
  id: number;
  channel: 'email' | 'sms' | 'crm';
  to: string;
  subject: string | null;
  text: string;
  links: string[];
  createdAt: string;
};

async function readOutbox(baseURL: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox`);
  if (!response.ok) throw new Error(`The dev outbox answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages;
}

/**
 * The newest message to `to` on `channel` that matches, waiting for it to arrive (messages are
 * written in the same transaction as the call that sends them, so this rarely waits).
 */
export async function waitForOutboxMessage(
  baseURL: string,
  {
    to,
    channel,
    matching = () => true,
  }: {
    to: string;
    channel: OutboxMessage['channel'];
    matching?: (message: OutboxMessage) => boolean;
  },
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox(baseURL)).find(
      (message) => message.channel === channel && message.to.includes(to) && matching(message),
    );
    if (found) return found;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No ${channel} to ${to} arrived in the dev outbox`);
}
