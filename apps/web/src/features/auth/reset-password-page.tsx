import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFormFeedback } from '../../components/form-feedback';
import { StatusMessage } from '../../components/timed-message';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useResetPassword } from './api/reset-password';
import { AUTH_COPY } from './auth-copy';
import { AUTH_TIMINGS_MS } from './auth-timings';
import { AuthLayout } from './components/auth-layout';
import { newPasswordError } from './register-form';

/** DECISIONS D5: the emailed reset link opens /reset-password?token=... */
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
    if (!token) return refuse(AUTH_COPY.resetLinkInvalid);
    const problem = newPasswordError(password, retypePassword);
    if (problem) return refuse(problem);
    begin();
    let answer: { message: string };
    try {
      answer = await reset({ token, password });
    } catch (error) {
      const known = error instanceof ApiError && error.status === 400 && error.message;
      if (!known) console.error('Could not reset the password', error);
      return refuse(known ? error.message : AUTH_COPY.resetLinkInvalid);
    }
    succeed(answer?.message || AUTH_COPY.passwordChanged, AUTH_TIMINGS_MS.resetToLogin);
    later(AUTH_TIMINGS_MS.resetToLogin, () => navigate('/login'));
  }

  return (
    <AuthLayout title="Reset Password" intro="Choose a new password for your account.">
      {token ? null : (
        <p className="text-secondary">
          {AUTH_COPY.resetLinkInvalid} <Link to="/forgotpassword">Ask for a new link</Link>.
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
            {AUTH_COPY.passwordRule}
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
