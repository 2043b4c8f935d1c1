import { UI_TIMINGS_MS } from '@shop/domain';
import { useCallback, useState } from 'react';
import { useTimedMessage } from './timed-message';
import { useLater } from './use-later';

/**
 * The submit cycle of forms (docs/api/screens.md#messages): the button is disabled while the call
 * is out; a refusal (validation or server) shows its message for 2 s and only then re-enables the
 * button; a success shows its message and keeps the button disabled until the screen moves on.
 */
export function useFormFeedback() {
  const { message, show, clear } = useTimedMessage();
  const later = useLater();
  const [busy, setBusy] = useState(false);

  const begin = useCallback(() => setBusy(true), []);

  const refuse = useCallback(
    (text: string, durationMs: number = UI_TIMINGS_MS.messageDisplay) => {
      setBusy(true);
      show(text, 'danger', durationMs);
      later(durationMs, () => setBusy(false));
    },
    [show, later],
  );

  const succeed = useCallback(
    (text: string, durationMs: number = UI_TIMINGS_MS.messageDisplay) => {
      setBusy(true);
      show(text, 'success', durationMs);
    },
    [show],
  );

  /** Gives the button back without a message, e.g. after a failure that is only logged. */
  const release = useCallback(() => setBusy(false), []);

  return { message, busy, begin, refuse, succeed, release, show, clear, later };
}
