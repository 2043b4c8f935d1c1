import { emailSchema, MESSAGES } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { firstFailure } from '../../components/first-failure';
import { useFormFeedback } from '../../components/form-feedback';
import { StatusMessage } from '../../components/timed-message';
import { usePageTitle } from '../../lib/use-page-title';
import { useForgotPassword } from './api/forgot-password';
import { AUTH_TIMINGS_MS } from './auth-timings';
import { AuthLayout } from './components/auth-layout';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const navigate = useNavigate();
  const { mutateAsync: sendResetLink, isPending } = useForgotPassword();
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, release, later } = feedback;
  const [email, setEmail] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstFailure([[emailSchema, email]]);
    if (problem) return refuse(problem);
    begin();
    try {
      await sendResetLink(email.trim());
    } catch (error) {
      // Reset errors are only logged (docs/api/accounts.md#password-reset).
      console.error('Could not ask for a reset link', error);
      return release();
    }
    succeed(MESSAGES.auth.resetLinkSent, AUTH_TIMINGS_MS.resetToLogin);
    later(AUTH_TIMINGS_MS.resetToLogin, () => navigate('/login'));
  }

  return (
    <AuthLayout
      title="Forgot Password"
      intro="Enter the email you signed up with and we will send you a link to set a new password."
    >
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Group>
        <StatusMessage message={feedback.message} className="mb-3" />
        <Button type="submit" variant="accent" className="w-100 py-2" disabled={feedback.busy}>
          {isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
      <p className="mt-4 mb-0 text-center">
        Remembered it? <Link to="/login">Back to Login</Link>
      </p>
    </AuthLayout>
  );
}
