import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../../test/clock';
import { loggedInSession } from '../../../test/fake-session';
import { renderWithShell } from '../../../test/render-with-shell';
import { SIGN_UP_DIALOG_FADE_LIMIT_MS, SIGN_UP_MODAL_SEEN_KEY, SignUpModal } from './sign-up-modal';

const modalTitle = () => screen.queryByRole('dialog', { name: 'Join RigForge' });

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('sign-up modal', () => {
  it('asks a logged-out visitor to join 7 s after load, linking to /login', async () => {
    renderWithShell(<SignUpModal />, { path: '/' });
    await advanceClock(6_900);
    expect(modalTitle()).toBeNull();
    await advanceClock(150);
    expect(modalTitle()).not.toBeNull();
    const join = screen.getByRole('link', { name: 'Create a free account' });
    expect(join.getAttribute('href')).toBe('/login');
  });

  it('opens once per browser session', async () => {
    const first = renderWithShell(<SignUpModal />, { path: '/' });
    await advanceClock(7_100);
    expect(window.sessionStorage.getItem(SIGN_UP_MODAL_SEEN_KEY)).toBe('1');
    first.unmount();
    renderWithShell(<SignUpModal />, { path: '/' });
    await advanceClock(7_100);
    expect(modalTitle()).toBeNull();
  });

  it('stays shut when the session flag is already set, as the browser tests set it', async () => {
    window.sessionStorage.setItem(SIGN_UP_MODAL_SEEN_KEY, '1');
    renderWithShell(<SignUpModal />, { path: '/' });
    await advanceClock(7_100);
    expect(modalTitle()).toBeNull();
  });

  it('never opens for a logged-in user', async () => {
    renderWithShell(<SignUpModal />, { path: '/', session: loggedInSession() });
    await advanceClock(7_100);
    expect(modalTitle()).toBeNull();
  });

  it('never opens over the auth screens, and waits until the visitor leaves them', async () => {
    renderWithShell(
      <>
        <SignUpModal />
        <Link to="/config">Build Your Own PC</Link>
      </>,
      { path: '/register' },
    );
    await advanceClock(7_100);
    expect(modalTitle()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Build Your Own PC' }));
    await advanceClock(10);
    expect(modalTitle()).not.toBeNull();
  });

  it('closes with "Maybe later"', async () => {
    renderWithShell(<SignUpModal />, { path: '/' });
    await advanceClock(7_100);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    await advanceClock(400);
    expect(modalTitle()).toBeNull();
  });

  it('leaves the page usable when its fade never reports its own end', async () => {
    renderWithShell(<SignUpModal />, { path: '/' });
    await advanceClock(7_100);
    const later = screen.getByRole('button', { name: 'Maybe later' });
    fireEvent.click(later);
    // The button's own transition (its colour on hover) ends inside the dialog as it fades: that
    // end bubbles up and cancels the fade's stand-in timer, which then leaves the dialog waiting
    // for an end of its own fade that may never come.
    fireEvent(later, new Event('transitionend', { bubbles: true }));
    await advanceClock(SIGN_UP_DIALOG_FADE_LIMIT_MS);
    expect(modalTitle()).toBeNull();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.querySelector('.modal-backdrop')).toBeNull();
  });

  it('does not come back once an auth screen has hidden it', async () => {
    renderWithShell(
      <>
        <SignUpModal />
        <Link to="/register">Register</Link>
        <Link to="/config">Build Your Own PC</Link>
      </>,
      { path: '/' },
    );
    await advanceClock(7_100);
    expect(modalTitle()).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Register', hidden: true }));
    await advanceClock(10);
    fireEvent.click(screen.getByRole('link', { name: 'Build Your Own PC', hidden: true }));
    await advanceClock(SIGN_UP_DIALOG_FADE_LIMIT_MS);
    expect(modalTitle()).toBeNull();
  });
});
