import { isHoneypotFilled } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A form route's preValidation hook (after the envelope is opened, before the schema): a body
 * whose hidden honeypot field is filled came from a bot. It gets the answer a person would, with
 * nothing stored or sent, so the bot learns nothing (docs/api/leads.md#bots).
 */
export function dropBots(status: number, answer: { message: string }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isHoneypotFilled(request.body)) return;
    request.log.info({ url: request.url }, 'honeypot filled: dropped');
    return reply.code(status).send(answer);
  };
}
