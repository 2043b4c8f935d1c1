import { MESSAGES, registerEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { RegisterPage } from './register-page';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  fill('First name', 'Asha');
  fill('Last name', 'Raman');
  fill('Email', 'asha@example.in');
  fill('Phone number', '9876543210');
  fill('Password', 'Rig#forge1');
  fill('Retype password', 'Rig#forge1');
}

const submitButton = () => screen.getByRole('button', { name: /Sign(ing)? Up/ });
const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign up', () => {
  it('shows the first validation failure for 2 s with the button disabled, then re-enables it', async () => {
    fakeApi();
    renderWithShell(<RegisterPage />, { path: '/register' });
    fill('First name', 'Asha');
    fill('Last name', 'R4man');
    fill('Email', 'not-an-email');
    fireEvent.click(submitButton());
    expect(screen.getByText(MESSAGES.validation.invalidLastName)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.validation.invalidEmail)).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', true);
    await advanceClock(1_900);
    expect(screen.queryByText(MESSAGES.validation.invalidLastName)).not.toBeNull();
    await advanceClock(150);
    expect(screen.queryByText(MESSAGES.validation.invalidLastName)).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('limits the phone to 10 digits as it is typed', () => {
    fakeApi();
    renderWithShell(<RegisterPage />, { path: '/register' });
    fill('Phone number', '+91 98765-432109');
    expect(screen.getByLabelText('Phone number')).toHaveProperty('value', '9876543210');
    expect(screen.getByLabelText('Phone number').getAttribute('maxlength')).toBe('10');
  });

  it('asks to verify the email, then goes to /unauthorized after 2 s', async () => {
    const api = fakeApi().on(registerEndpoint, { message: 'Kindly verify Email...' });
    renderWithShell(<RegisterPage />, { path: '/register' });
    fillValidForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Kindly verify Email...')).toBeTruthy();
    expect(api.calls(registerEndpoint)).toEqual([
      {
        firstName: 'Asha',
        lastName: 'Raman',
        email: 'asha@example.in',
        number: '9876543210',
        password: 'Rig#forge1',
      },
    ]);
    expect(submitButton()).toHaveProperty('disabled', true);
    await advanceClock(1_900);
    expect(path()).toBe('/register');
    await advanceClock(150);
    expect(path()).toBe('/unauthorized');
  });

  it('sends a known email to /login after 3 s', async () => {
    fakeApi().on(registerEndpoint, failWith(409, 'EMAIL_IN_USE', MESSAGES.auth.emailInUse));
    renderWithShell(<RegisterPage />, { path: '/register' });
    fillValidForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Email already in use. Try Sign In!')).toBeTruthy();
    await advanceClock(2_900);
    expect(path()).toBe('/register');
    await advanceClock(150);
    expect(path()).toBe('/login');
  });

  it('shows the generic sign-up error when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi().on(registerEndpoint, failWith(500, 'SERVER_ERROR', 'boom'));
    renderWithShell(<RegisterPage />, { path: '/register' });
    fillValidForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('An error occurred during Sign Up! Try Again!')).toBeTruthy();
    await advanceClock(2_100);
    expect(path()).toBe('/register');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('shows the password rule and the support phone', async () => {
    fakeApi();
    renderWithShell(<RegisterPage />, { path: '/register' });
    expect(screen.getByText(/At least 8 characters, with an upper-case letter/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: '+91 98765 43210' })).toBeTruthy();
  });
});
