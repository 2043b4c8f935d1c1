import { UI_TIMINGS_MS } from '@shop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';

export type MessageTone = 'success' | 'danger' | 'info';
export type TimedMessage = { text: string; tone: MessageTone };

/**
 * Status and error messages show for 2 s (a few longer), then clear (docs/api/screens.md#messages).
 * Showing a new message restarts the clock; the timer is dropped when the screen goes away.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (
      text: string,
      tone: MessageTone = 'danger',
      durationMs: number = UI_TIMINGS_MS.messageDisplay,
    ) => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}

/** The live region is always there, so screen readers announce each message as it appears. */
export function StatusMessage({
  message,
  className = '',
}: {
  message: TimedMessage | null;
  className?: string;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" className={`status-message ${className}`}>
      {message && (
        <Alert
          variant={message.tone}
          className="py-2 px-3 mb-0"
          role={message.tone === 'danger' ? 'alert' : 'status'}
        >
          {message.text}
        </Alert>
      )}
    </div>
  );
}
