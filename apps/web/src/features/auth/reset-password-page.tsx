import { ACCOUNT_MESSAGES } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFormFeedback } from '../../components/form-feedback';
import { StatusMessage } from '../../components/timed-message';
import { hasErrorCode } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useResetPassword } from './api/reset-password';
import { AUTH_TIMINGS_MS } from './auth-timings';
import { AuthLayout } from './components/auth-layout';
import { newPasswordError } from './register-form';

/** The emailed reset link opens /reset-password?token=... (docs/api/accounts.md#password-reset). */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutateAsync: reset, isPending } = useResetPassword();
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, later } = feedback;
  const [password, setPassword] = useState('');
  const [retypePassword, setRetypePassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordError({ token, password, retypePassword });
    if (problem) return refuse(problem);
    begin();
    let message: string;
    try {
      message = (await reset({ token, password })).message;
    } catch (error) {
      // The link refused, or the body: the server's words; anything else is the link's message.
      const refused = hasErrorCode(
        error,
        'RESET_LINK_INVALID',
        'BAD_REQUEST',
        'UNREADABLE_ENVELOPE',
      );
      if (!refused || !error.message) console.error('Could not reset the password', error);
      return refuse(refused && error.message ? error.message : ACCOUNT_MESSAGES.resetLinkInvalid);
    }
    succeed(message || ACCOUNT_MESSAGES.passwordChanged, AUTH_TIMINGS_MS.resetToLogin);
    later(AUTH_TIMINGS_MS.resetToLogin, () => navigate('/login'));
  }

  return (
    <AuthLayout title="Reset Password" intro="Choose a new password for your account.">
      {token ? null : (
        <p className="text-secondary">
          {ACCOUNT_MESSAGES.resetLinkInvalid} <Link to="/forgotpassword">Ask for a new link</Link>.
        </p>
      )}
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            aria-describedby="reset-password-rule"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Form.Text id="reset-password-rule" className="d-block mt-1">
            {ACCOUNT_MESSAGES.passwordRule}
          </Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="reset-retype-password">
          <Form.Label>Retype new password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={retypePassword}
            onChange={(event) => setRetypePassword(event.target.value)}
          />
        </Form.Group>
        <StatusMessage message={feedback.message} className="mb-3" />
        <Button type="submit" variant="accent" className="w-100 py-2" disabled={feedback.busy}>
          {isPending ? 'Saving...' : 'Set New Password'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
