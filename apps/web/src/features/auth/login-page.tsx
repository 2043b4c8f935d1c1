import { ACCOUNT_MESSAGES, loginFormSchema, MESSAGES } from '@shop/domain';
import { type FormEvent, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { firstFailure } from '../../components/first-failure';
import { useFormFeedback } from '../../components/form-feedback';
import { StatusMessage } from '../../components/timed-message';
import { hasErrorCode } from '../../lib/api-client';
import { pathAfterLogin } from '../../lib/session/login-redirect';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useLogin } from './api/login';
import { AUTH_TIMINGS_MS } from './auth-timings';
import { AuthLayout } from './components/auth-layout';
import { GoogleSignInButton } from './components/google-sign-in-button';

const { auth } = MESSAGES;

/** What a refused login means for the visitor (docs/api/accounts.md#login), by the server's code. */
function loginFailure(error: unknown): { text: string; toPending: boolean } {
  if (hasErrorCode(error, 'WRONG_CREDENTIALS')) {
    return { text: auth.wrongCredentials, toPending: false };
  }
  if (hasErrorCode(error, 'EMAIL_NOT_VERIFIED')) {
    return { text: auth.emailNotVerified, toPending: true };
  }
  if (hasErrorCode(error, 'RATE_LIMITED')) return { text: auth.tooManyRequests, toPending: true };
  return { text: auth.unexpectedLoginError, toPending: false };
}

export function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const { mutateAsync: logIn, isPending } = useLogin();
  const feedback = useFormFeedback();
  const { show, refuse, succeed, begin, release, later } = feedback;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // Answers of the Google flow and of the emailed verification link arrive as query parameters.
  const googleError = params.get('error') === 'google';
  const verified = params.get('verified') === '1';
  const verificationInvalid = params.get('verification') === 'invalid';
  useEffect(() => {
    if (googleError) show(auth.googleLoginFailed);
    else if (verified) show(ACCOUNT_MESSAGES.emailVerified, 'success');
    else if (verificationInvalid) show(ACCOUNT_MESSAGES.verificationLinkInvalid);
  }, [googleError, verified, verificationInvalid, show]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstFailure([[loginFormSchema, { email, password }]]);
    if (problem) return refuse(problem);
    begin();
    try {
      await logIn({ email: email.trim(), password });
    } catch (error) {
      const { text, toPending } = loginFailure(error);
      if (!toPending) return refuse(text);
      show(text);
      return later(AUTH_TIMINGS_MS.unverifiedToPending, () => navigate('/unauthorized'));
    }
    succeed(auth.loggedIn);
    // Once the session is loaded the guard on /login sends the visitor back where they came from.
    later(AUTH_TIMINGS_MS.loggedInToNext, () => {
      refresh().catch((error: unknown) => {
        console.error('Could not load the session after login', error);
        release();
      });
    });
  }

  return (
    <AuthLayout
      title="Login"
      intro="Welcome back! Log in to see your orders, coupons and saved builds."
      scrollToFormOnPhones
    >
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-2" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Group>
        <div className="text-end mb-3">
          <Link to="/forgotpassword" className="small">
            Forgot password?
          </Link>
        </div>
        <StatusMessage message={feedback.message} className="mb-3" />
        <Button type="submit" variant="accent" className="w-100 py-2" disabled={feedback.busy}>
          {isPending ? 'Logging in...' : 'Login'}
        </Button>
      </Form>
      <GoogleSignInButton returnTo={pathAfterLogin(location.state)} />
      <p className="mt-4 mb-0 text-center">
        New to RigForge? <Link to="/register">Sign up</Link>
      </p>
    </AuthLayout>
  );
}
