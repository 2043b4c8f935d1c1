import { biginEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { fakeApi } from '../../test/fake-api';
import { anonymousSession, loggedInSession } from '../../test/fake-session';
import { renderWithShell } from '../../test/render-with-shell';
import { CONTACT_CLICK_QUIET_MS, isContactLink, useContactClickTracking } from './contact-clicks';

function Page() {
  useContactClickTracking();
  return (
    <>
      <Link to="/contact-us">Contact Us</Link>
      <Link to="/tickets" data-contact-link>
        Support
      </Link>
      <a href="tel:+919876543210">Call</a>
      <Link to="/config">
        <span>Build Your Own PC</span>
      </Link>
    </>
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('contact clicks', () => {
  it('are told to the CRM for a signed-in visitor, once a minute at most', async () => {
    const api = fakeApi().on(biginEndpoint, { message: 'Synced' });
    renderWithShell(<Page />, { session: loggedInSession() });
    click('Build Your Own PC');
    expect(api.calls(biginEndpoint)).toEqual([]);
    click('Contact Us');
    await vi.waitFor(() =>
      expect(api.calls(biginEndpoint)).toEqual([{ activity: 'contactClicked' }]),
    );
    click('Call');
    await advanceClock(CONTACT_CLICK_QUIET_MS);
    click('Support');
    await vi.waitFor(() => expect(api.calls(biginEndpoint)).toHaveLength(2));
    await advanceClock(10);
    expect(api.calls(biginEndpoint)).toHaveLength(2);
  });

  it('are not told for a visitor who is not signed in', async () => {
    const api = fakeApi();
    renderWithShell(<Page />, { session: anonymousSession() });
    click('Contact Us');
    click('Call');
    await advanceClock(10);
    expect(api.allCalls()).toEqual([]);
  });

  it('are the Contact Us, phone, WhatsApp and marked links, wherever inside them the click lands', () => {
    const link = document.createElement('a');
    link.href = 'https://wa.me/919876543210';
    const icon = document.createElement('svg');
    link.append(icon);
    expect(isContactLink(icon)).toBe(true);
    const other = document.createElement('a');
    other.href = '/contact-usual';
    expect(isContactLink(other)).toBe(false);
    expect(isContactLink(null)).toBe(false);
  });
});
