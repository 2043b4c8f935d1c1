import { options } from 'preact';

let scheduled = false;
const pending: Array<() => void> = [];

/** Runs now the effects waiting for the next task: the web tests' waits end with them (src/test/setup.ts). */
export function runPendingEffects(): void {
  for (const callback of pending.splice(0)) callback();
}

/**
 * The renderer runs a render's effects in the task after it, as React's scheduler does, rather than
 * after the next frame (docs/decisions/074-preact-renders-the-react-code.md). A frame never comes in
 * a tab in the background, and a held clock (a test's) holds frames and timers alike; a message
 * through a channel is held by neither. Called once, before the first render.
 */
export function runEffectsInTheNextTask(): void {
  if (scheduled) return;
  scheduled = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = runPendingEffects;
  // Node keeps a process alive while a port listens; the unit tests' runner must be free to end.
  (channel.port1 as { unref?: () => void }).unref?.();
  options.requestAnimationFrame = (callback: () => void) => {
    pending.push(callback);
    if (pending.length === 1) channel.port2.postMessage(null);
  };
}
