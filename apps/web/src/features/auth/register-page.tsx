import { ACCOUNT_MESSAGES, MESSAGES, phoneInputValue } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { useFormFeedback } from '../../components/form-feedback';
import { StatusMessage } from '../../components/timed-message';
import { hasErrorCode } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useRegister } from './api/register';
import { AUTH_TIMINGS_MS } from './auth-timings';
import { AuthLayout } from './components/auth-layout';
import { type RegisterForm, registerFormError } from './register-form';

const { auth } = MESSAGES;

const EMPTY_FORM: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  number: '',
  password: '',
  retypePassword: '',
};

export function RegisterPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const { mutateAsync: signUp, isPending } = useRegister();
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, show, later } = feedback;
  const [form, setForm] = useState(EMPTY_FORM);

  const field = (name: keyof RegisterForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({
        ...current,
        [name]: name === 'number' ? phoneInputValue(event.target.value) : event.target.value,
      })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = registerFormError(form);
    if (problem) return refuse(problem);
    begin();
    try {
      await signUp({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        number: form.number,
        password: form.password,
      });
    } catch (error) {
      if (hasErrorCode(error, 'EMAIL_IN_USE')) {
        show(auth.emailInUse, 'danger', AUTH_TIMINGS_MS.emailInUseToLogin);
        return later(AUTH_TIMINGS_MS.emailInUseToLogin, () => navigate('/login'));
      }
      // A refused body carries the field's own message; anything else is the generic one.
      if (hasErrorCode(error, 'BAD_REQUEST', 'UNREADABLE_ENVELOPE') && error.message) {
        return refuse(error.message);
      }
      console.error('Sign up failed', error);
      return refuse(auth.signUpFailed);
    }
    succeed(ACCOUNT_MESSAGES.registered, AUTH_TIMINGS_MS.registeredToPending);
    later(AUTH_TIMINGS_MS.registeredToPending, () => navigate('/unauthorized'));
  }

  return (
    <AuthLayout title="Sign Up" intro="Create your free account in a minute.">
      <Form noValidate onSubmit={submit}>
        <div className="row g-3 mb-3">
          <Form.Group className="col-sm-6" controlId="register-first-name">
            <Form.Label>First name</Form.Label>
            <Form.Control autoComplete="given-name" {...field('firstName')} />
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="register-last-name">
            <Form.Label>Last name</Form.Label>
            <Form.Control autoComplete="family-name" {...field('lastName')} />
          </Form.Group>
        </div>
        <Form.Group className="mb-3" controlId="register-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" {...field('email')} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-phone">
          <Form.Label>Phone number</Form.Label>
          <Form.Control
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            {...field('number')}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            aria-describedby="register-password-rule"
            {...field('password')}
          />
          <Form.Text id="register-password-rule" className="d-block mt-1">
            {ACCOUNT_MESSAGES.passwordRule}
          </Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-retype-password">
          <Form.Label>Retype password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" {...field('retypePassword')} />
        </Form.Group>
        <StatusMessage message={feedback.message} className="mb-3" />
        <Button type="submit" variant="accent" className="w-100 py-2" disabled={feedback.busy}>
          {isPending ? 'Signing up...' : 'Sign Up'}
        </Button>
      </Form>
      <p className="mt-4 mb-0 text-center">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthLayout>
  );
}
