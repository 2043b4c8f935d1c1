/**
 * Resolves in a task of its own, so the work before and the work after are not one long task the
 * visitor's taps wait behind. A message, not a timer: a timer may be held (a tab in the background,
 * a test's clock), a message is not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
