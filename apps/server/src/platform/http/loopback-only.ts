import { API_MESSAGES } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * An onRequest hook for development tools (the outbox with its reset links and codes, the stock
 * switch, the clock): they answer only a client on this machine, as if they did not exist for
 * anyone else. The socket's own address decides, never request.ip, which a trusted proxy's
 * X-Forwarded-For may set (docs/decisions/039-limits-on-what-costs-the-shop.md).
 */
export function loopbackOnly(
  request: FastifyRequest,
  _reply: unknown,
  done: (error?: Error) => void,
) {
  done(
    isLoopback(request.socket.remoteAddress)
      ? undefined
      : new HttpError('NOT_FOUND', API_MESSAGES.notFound),
  );
}
