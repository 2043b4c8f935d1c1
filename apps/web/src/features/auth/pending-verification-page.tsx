import { ACCOUNT_MESSAGES } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { EnvelopeCheck } from 'react-bootstrap-icons';
import { useLocation, useNavigate } from 'react-router';
import { StatusMessage, useTimedMessage } from '../../components/timed-message';
import { ApiError } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/session/load-session';
import { useSession } from '../../lib/session/session-context';
import type { SessionData } from '../../lib/session/session-types';
import { usePageTitle } from '../../lib/use-page-title';
import { useResendVerification } from './api/resend-verification';
import { AuthLayout } from './components/auth-layout';
import { useVerificationPolling } from './hooks/use-verification-polling';

/**
 * /unauthorized (docs/api/accounts.md#email-verification): waits for the emailed link to be opened
 * (here or on another device), then goes back one step with the session loaded; with nothing
 * pending it goes to /login.
 */
export function PendingVerificationPage() {
  usePageTitle('Pending Email Verification');
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const { message, show } = useTimedMessage();
  const resend = useResendVerification();
  const [movingOn, setMovingOn] = useState(false);

  function goBack() {
    // A first page load (the link opened in this tab) has no step to go back to.
    if (location.key === 'default') navigate('/profile', { replace: true });
    else navigate(-1);
  }

  const { pendingEmail, retry } = useVerificationPolling({
    onVerified: () => {
      setMovingOn(true);
      void refresh().finally(goBack);
    },
    // Nothing pending also happens when the link was opened in another tab, which then took the
    // pending cookie and opened the session: that visitor moves on too, logged in.
    onNoPending: () => {
      setMovingOn(true);
      void refresh().finally(() => {
        const session = queryClient.getQueryData<SessionData | null>(SESSION_QUERY_KEY);
        if (session) goBack();
        else navigate('/login', { replace: true });
      });
    },
  });

  function resendLink() {
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        show(answer.message || ACCOUNT_MESSAGES.verificationEmailSent, 'success'),
      onError: (error) =>
        show(
          error instanceof ApiError && error.message
            ? error.message
            : ACCOUNT_MESSAGES.verificationEmailFailed,
        ),
    });
  }

  return (
    <AuthLayout title="Pending Email Verification">
      <div className="d-flex gap-3 align-items-start mb-4">
        <EnvelopeCheck aria-hidden="true" size={36} className="text-accent flex-shrink-0" />
        <div className="min-w-0 text-break">
          <p className="mb-2">
            We have sent a verification link to{' '}
            {pendingEmail ? <strong>{pendingEmail}</strong> : 'your email'}. Open it to activate
            your account.
          </p>
          <p className="text-secondary small mb-0">
            This page moves on by itself once your email is verified.
          </p>
        </div>
      </div>
      <StatusMessage message={message} className="mb-3" />
      <Button variant="accent" className="w-100 py-2" onClick={retry} disabled={movingOn}>
        I have verified, retry
      </Button>
      <p className="mt-3 mb-0 text-center small">
        Did not get the email?{' '}
        <Button
          variant="link"
          className="p-0 link-accent"
          onClick={resendLink}
          disabled={resend.isPending}
        >
          Resend verification link
        </Button>
      </p>
    </AuthLayout>
  );
}
