import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn, Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger that becomes pino's child of the shop's logger only when the request writes a
 * line at a level in use. Most requests write none, and pino's child, made for every request by
 * default, serialises the request id into its bindings whether a line follows or not
 * (docs/decisions/067-less-work-per-request.md).
 */
class RequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.written().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.written().child(bindings, options);
  }

  /** Whether a line at `level` would be written, before any child is made. */
  writes(level: Level): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  /** The pino child carrying this request's bindings, made on first use. */
  written(): Logger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }
}

for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    if (!this.writes(level)) return;
    const child = this.written();
    (child[level] as (...line: unknown[]) => void).apply(child, args);
  } as LogFn;
}

/**
 * Fastify's factory for each request's logger. A route with a log level or serializers of its own
 * gets pino's child at once, with those options, as Fastify's default factory gives it.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const parent = logger as Logger;
  if (options.level !== undefined || options.serializers !== undefined) {
    return parent.child(bindings, options);
  }
  return new RequestLogger(parent, bindings);
};
