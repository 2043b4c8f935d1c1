import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLoggerFactory } from './request-logger';

function shopLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

function requestLogger(parent: FastifyBaseLogger, options = {}) {
  const factory = requestLoggerFactory.bind({} as FastifyInstance);
  return factory(parent, { reqId: 'r-1' }, options, {} as never);
}

describe("a request's logger", () => {
  it('makes no child of the shop logger while the request writes nothing at a level in use', () => {
    const { logger, lines } = shopLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger);
    log.info('incoming request');
    log.debug({ detail: 1 }, 'looked up');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes a line in use with the request id, from one child however many it writes', () => {
    const { logger, lines } = shopLogger('info');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger);
    log.info({ origin: 'https://elsewhere.example' }, 'refused a cross-site request');
    log.error(new Error('database gone'));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      {
        level: 30,
        reqId: 'r-1',
        origin: 'https://elsewhere.example',
        msg: 'refused a cross-site request',
      },
      { level: 50, reqId: 'r-1', err: { message: 'database gone' } },
    ]);
  });

  it("changes one request's level without changing the shop's", () => {
    const { logger, lines } = shopLogger('warn');
    const log = requestLogger(logger);
    expect(log.level).toBe('warn');
    log.level = 'debug';
    log.debug('detail for this request');
    expect(log.level).toBe('debug');
    expect(logger.level).toBe('warn');
    expect(lines).toMatchObject([{ level: 20, reqId: 'r-1', msg: 'detail for this request' }]);
  });

  it("gives a module's child the request's bindings and its own", () => {
    const { logger, lines } = shopLogger('info');
    requestLogger(logger).child({ module: 'outbox' }).warn('retrying');
    expect(lines).toMatchObject([{ reqId: 'r-1', module: 'outbox', msg: 'retrying' }]);
  });

  it("gives a route with its own level pino's child at once", () => {
    const { logger, lines } = shopLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger, { level: 'debug' });
    expect(child).toHaveBeenCalledWith({ reqId: 'r-1' }, { level: 'debug' });
    log.debug('traced route');
    expect(lines).toMatchObject([{ level: 20, reqId: 'r-1', msg: 'traced route' }]);
  });
});
