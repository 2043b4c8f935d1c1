import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadEveryModuleUsedLater } from '../lib/load-on-first-use';
import { fakeServer } from './fake-api';

// A call no test declared fails the test that made it, naming the call.
const undeclared: string[] = [];
beforeAll(() =>
  fakeServer.listen({
    onUnhandledRequest: (request) => {
      undeclared.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);
afterAll(() => fakeServer.close());

// What the app loads on first use (docs/decisions/056-initial-javascript-budget.md) is loaded once
// here, so no test's timing depends on loading it: once loaded, it is used at once.
beforeAll(async () => {
  await import('../app/router');
  await loadEveryModuleUsedLater();
}, 60_000);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  fakeServer.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  const calls = undeclared.splice(0);
  if (calls.length > 0) throw new Error(`Calls no test declared: ${calls.join(', ')}`);
});

// jsdom does not implement scrolling; the app calls it on every route change.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Under fake timers only the test moves the clock (vi.advanceTimersByTimeAsync), so what a screen
// does after 2 s is checked at exactly 2 s however slow the machine is. Testing Library's waitFor
// and findBy* recognise fake timers by a global `jest`, and would move the clock between their
// checks; here they give real work (the envelope's WebCrypto, stubbed fetches) a turn of the real
// event loop instead. Past WAIT_LIMIT_MS of real time they do move it, to their own time limit,
// so a wait that can never succeed fails with Testing Library's message.
const WAIT_LIMIT_MS = 3_000;
const realSetTimeout = globalThis.setTimeout;
let waitingSince: number | undefined;
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: async (wait) => {
    waitingSince = vi.getRealSystemTime();
    try {
      return await asyncWrapper(wait);
    } finally {
      waitingSince = undefined;
    }
  },
  unstable_advanceTimersWrapper: (advance) =>
    act(async () => {
      if (waitingSince !== undefined && vi.getRealSystemTime() - waitingSince > WAIT_LIMIT_MS) {
        advance();
      } else {
        await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
      }
    }),
});

// TanStack Query hands results to components through setTimeout(0), which fake timers would hold
// until the test moves the clock; a microtask delivers them as soon as they are in.
notifyManager.setScheduler(queueMicrotask);
