import { staffLoginEndpoint, staffSecondFactorEndpoint } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/text-field';
import { ApiError, callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { errorWords } from '../components/format';
import { STAFF_SESSION_KEY } from '../staff-session';
import { TotpQrCode } from './totp-qr-code';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; enrol: { secret: string; otpauthUrl: string } | null }
  | { kind: 'recovery-codes'; codes: string[] };

/**
 * /admin/login (docs/api/staff-console.md#signing-in): the password, then a code from the
 * authenticator app (added here on the first sign-in, with ten recovery codes to keep).
 */
export function AdminLoginPage() {
  usePageTitle('Staff sign-in');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(errorWords(failure));
      if (failure instanceof ApiError && failure.code === 'SIGN_IN_EXPIRED') {
        setStep({ kind: 'password' });
      }
    } finally {
      setBusy(false);
    }
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await callApi(staffLoginEndpoint, { email, password });
      setPassword('');
      setStep({ kind: 'code', enrol: answer.next === 'enrol' ? answer : null });
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await callApi(staffSecondFactorEndpoint, { code });
      setCode('');
      if (answer.recoveryCodes) {
        setStep({ kind: 'recovery-codes', codes: answer.recoveryCodes });
        queryClient.setQueryData(['pending-staff'], answer.staff);
      } else {
        queryClient.setQueryData(STAFF_SESSION_KEY, answer.staff);
        navigate('/admin', { replace: true });
      }
    });
  };

  const finish = () => {
    queryClient.setQueryData(STAFF_SESSION_KEY, queryClient.getQueryData(['pending-staff']));
    navigate('/admin', { replace: true });
  };

  return (
    <div className="admin-login admin-card" data-bs-theme="light">
      <h1 className="h4">Staff sign-in</h1>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {step.kind === 'password' && (
        <Form onSubmit={submitPassword} className="d-grid gap-3">
          <TextField
            id="staff-email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onValue={setEmail}
          />
          <TextField
            id="staff-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
          <Button type="submit" disabled={busy}>
            Continue
          </Button>
        </Form>
      )}
      {step.kind === 'code' && (
        <Form onSubmit={submitCode} className="d-grid gap-3">
          {step.enrol ? (
            <div>
              <p className="mb-1">
                Scan this code with your authenticator app (Google Authenticator, Authy, 1Password),
                or type in the key below, then enter the 6-digit code it shows.
              </p>
              <TotpQrCode otpauthUrl={step.enrol.otpauthUrl} />
              <p className="mb-1">
                Key:{' '}
                <code className="fs-6 text-break" data-testid="totp-secret">
                  {step.enrol.secret}
                </code>
              </p>
              <a href={step.enrol.otpauthUrl} className="small">
                Open in an authenticator app on this device
              </a>
            </div>
          ) : (
            <p className="mb-0">
              Enter the 6-digit code from your authenticator app, or one of your recovery codes.
            </p>
          )}
          <TextField
            id="staff-code"
            label="Code"
            inputMode="text"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
          />
          <Button type="submit" disabled={busy}>
            Sign in
          </Button>
        </Form>
      )}
      {step.kind === 'recovery-codes' && (
        <div className="d-grid gap-3">
          <p className="mb-0">
            Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone.
            They are not shown again.
          </p>
          <ul className="list-unstyled font-monospace mb-0" aria-label="Recovery codes">
            {step.codes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
          <Button onClick={finish}>I have kept them</Button>
        </div>
      )}
    </div>
  );
}
