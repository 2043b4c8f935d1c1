import fp from 'fastify-plugin';

/** Where the shop reads the time, so tests can move it (OTP expiry, sessions, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock?: Clock | undefined }>(
  async (app, { clock }) => {
    app.decorate('clock', clock ?? systemClock);
  },
  { name: 'clock' },
);
