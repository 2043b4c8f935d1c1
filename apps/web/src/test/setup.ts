import { notifyManager } from '@tanstack/react-query';
import {
  act,
  cleanup,
  configure,
  createEvent,
  fireEvent,
  getConfig,
} from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { keepFieldsToWhatTheAppDrew } from '../lib/controlled-fields';
import { runEffectsInTheNextTask } from '../lib/effects-in-the-next-task';
import { loadEveryModuleUsedLater } from '../lib/load-on-first-use';
import { fakeServer } from './fake-api';
import { aRealTurn, settle } from './settle';

// The renderer behaves as the app's start-up sets it to (src/app/start.tsx).
runEffectsInTheNextTask();
keepFieldsToWhatTheAppDrew();

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
let waitingSince: number | undefined;
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: async (wait) => {
    waitingSince = vi.getRealSystemTime();
    try {
      const result = await asyncWrapper(wait);
      // As React Testing Library's wrapper does, a wait ends after one more turn of the event loop.
      await settle();
      return result;
    } finally {
      waitingSince = undefined;
    }
  },
  unstable_advanceTimersWrapper: (advance) =>
    act(async () => {
      if (waitingSince !== undefined && vi.getRealSystemTime() - waitingSince > WAIT_LIMIT_MS) {
        advance();
      } else {
        await aRealTurn();
      }
    }),
});

// TanStack Query hands results to components through setTimeout(0), which fake timers would hold
// until the test moves the clock; a microtask delivers them as soon as they are in.
notifyManager.setScheduler(queueMicrotask);

// A browser tells a field's new value twice: an input event, then a change event. React's onChange
// hears either; the renderer's compatibility layer listens for input on text fields and for change
// on the rest (docs/decisions/074-preact-renders-the-react-code.md). Testing Library's change sends
// one event, picked by a guess at the renderer; the tests send both, as a browser does.
fireEvent.change = (element, init) => {
  fireEvent(element, createEvent.input(element, init));
  return fireEvent(element, createEvent.change(element));
};
