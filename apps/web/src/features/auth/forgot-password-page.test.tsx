import {
  ACCOUNT_MESSAGES,
  forgotPasswordEndpoint,
  MESSAGES,
  resetPasswordEndpoint,
} from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const path = () => screen.getByTestId('current-path').textContent;

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('forgot password', () => {
  it('says the link was sent if registered, then goes to /login after 2 s', async () => {
    const api = fakeApi().on(forgotPasswordEndpoint, { message: MESSAGES.auth.resetLinkSent });
    renderWithShell(<ForgotPasswordPage />, { path: '/forgotpassword' });
    fill('Email', 'asha@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Reset link sent if registered. Kindly check your inbox!'),
    ).toBeTruthy();
    expect(api.calls(forgotPasswordEndpoint)).toEqual([{ email: 'asha@example.in' }]);
    await advanceClock(1_900);
    expect(path()).toBe('/forgotpassword');
    await advanceClock(150);
    expect(path()).toBe('/login');
  });

  it('only logs a failure and gives the button back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi().on(forgotPasswordEndpoint, failWith(500, 'SERVER_ERROR', 'down'));
    renderWithShell(<ForgotPasswordPage />, { path: '/forgotpassword' });
    fill('Email', 'asha@example.in');
    const button = screen.getByRole('button', { name: 'Send Reset Link' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('reset password', () => {
  it('checks the new password, saves it with the token, then goes to /login', async () => {
    const api = fakeApi().on(resetPasswordEndpoint, { message: 'Password updated.' });
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });
    fill('New password', 'weak');
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByText(MESSAGES.validation.invalidPassword)).toBeTruthy();
    await advanceClock(2_050);
    fill('New password', 'Rig#forge1');
    fill('Retype new password', 'Rig#forge1');
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password updated.')).toBeTruthy();
    expect(api.calls(resetPasswordEndpoint)).toEqual([{ token: 'abc123', password: 'Rig#forge1' }]);
    await advanceClock(2_050);
    expect(path()).toBe('/login');
  });

  it('shows the server refusal of an expired link', async () => {
    fakeApi().on(
      resetPasswordEndpoint,
      failWith(400, 'RESET_LINK_INVALID', ACCOUNT_MESSAGES.resetLinkInvalid),
    );
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password?token=old' });
    fill('New password', 'Rig#forge1');
    fill('Retype new password', 'Rig#forge1');
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This reset link is invalid or has expired.',
    );
  });
});
