import { nextTask } from '../../lib/next-task';

/** True while the first pass over a prerendered page runs: parts met then wait their turn. */
let firstPass = false;
const waiting: Array<() => void> = [];
let allHydrated: Promise<void> = Promise.resolve();

/** A turn for a part met in the first pass: a promise given once the parts before it have had theirs. */
export function takeTurnIfHydrating(): Promise<void> | null {
  if (!firstPass) return null;
  return new Promise((give) => waiting.push(give));
}

/**
 * Hydrates a prerendered page a part at a time (docs/decisions/074-preact-renders-the-react-code.md):
 * `hydrate` (synchronous) is the first pass, in which each part that waits its turn keeps the HTML
 * it arrived with; then each part has its turn, one per task, in the order the page shows them, so
 * no one task holds the main thread for the whole page. Answers once every part has hydrated.
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  allHydrated = giveTurns();
  return allHydrated;
}

async function giveTurns(): Promise<void> {
  for (let give = waiting.shift(); give; give = waiting.shift()) {
    await nextTask();
    give();
  }
  // The last part hydrates in the task it was given its turn; its effects run in the task after.
  await nextTask();
}

/** Resolves once every part of the page being hydrated has had its turn (at once when none is). */
export function everyPartHydrated(): Promise<void> {
  return allHydrated;
}
