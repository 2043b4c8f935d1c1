import fp from 'fastify-plugin';

/** Where the shop reads the time, so tests can move it (OTP expiry, sessions, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward by hand: what the browser tests move outside production. */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

/**
 * The system clock plus an offset that only grows
 * (docs/decisions/034-the-browser-tests-move-the-shops-clock.md).
 */
export function adjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Cannot move a clock by ${ms} ms`);
      offsetMs += ms;
    },
  };
}

/** The system clock, but set to `start` at the moment this is called, and running on from there. */
export function clockStartingAt(start: Date, base: Clock = systemClock): Clock {
  const offsetMs = start.getTime() - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offsetMs) };
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function';
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/**
 * The clock given (tests), else the system clock; outside production the system clock can be moved
 * forward through /api/dev/clock, so a browser test can run out a game's time with the page's, and
 * can start at another time (CLOCK_START), so a browser story can be before an event's day.
 */
export const clockPlugin = fp<{
  clock?: Clock | undefined;
  adjustable?: boolean;
  /** Outside production: where the shop's clock starts (CLOCK_START), running on from there. */
  start?: Date | undefined;
}>(
  async (app, { clock, adjustable = false, start }) => {
    const base = start ? clockStartingAt(start) : systemClock;
    app.decorate('clock', clock ?? (adjustable ? adjustableClock(base) : base));
  },
  { name: 'clock' },
);
