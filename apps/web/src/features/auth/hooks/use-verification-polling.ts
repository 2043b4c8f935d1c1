import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchVerificationStatus } from '../api/verification-status';
import { AUTH_TIMINGS_MS } from '../auth-timings';

type Handlers = { onVerified: () => void; onNoPending: () => void };

/**
 * Email verification (docs/api/accounts.md#email-verification): ask the server at once, then every
 * 5 s until the email is verified or nothing is pending. After "I have verified, retry" it asks at
 * once again, then every 7 s. A failed call is logged and asked again on the next tick.
 */
export function useVerificationPolling(handlers: Handlers) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [round, setRound] = useState({ afterRetry: false, count: 0 });
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const every = round.afterRetry
      ? AUTH_TIMINGS_MS.verificationPollAfterRetry
      : AUTH_TIMINGS_MS.verificationPoll;

    async function check() {
      try {
        const status = await fetchVerificationStatus();
        if (stopped) return;
        if (status.verified) return latest.current.onVerified();
        if (!status.pendingEmail) return latest.current.onNoPending();
        setPendingEmail(status.pendingEmail);
      } catch (error) {
        console.error('Could not check the email verification', error);
      }
      if (!stopped) timer = setTimeout(check, every);
    }

    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);

  const retry = useCallback(
    () => setRound((current) => ({ afterRetry: true, count: current.count + 1 })),
    [],
  );

  return { pendingEmail, retry };
}
