import {
  type DataExport,
  eraseMyAccountEndpoint,
  exportMyDataEndpoint,
  MARKETING_CONSENT_WORDING,
  setMarketingConsentEndpoint,
} from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith } from '../../test/fake-api';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { ProfilePage } from './profile-page';
import { NO_CONSENT, profileApi } from './testing/profile-api';

const WITH_PHONE = accountDetails({ number: '9876543210', verified: 1 });
const card = (name: string) => screen.getByRole('article', { name });

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.useRealTimers();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const consented = (granted: boolean, recordedAt: string) => {
  const change = {
    granted,
    wordingId: MARKETING_CONSENT_WORDING.id,
    wording: MARKETING_CONSENT_WORDING.text,
    source: 'profile' as const,
    recordedAt,
  };
  return { ...NO_CONSENT, marketing: change, history: [change] };
};

describe('offers consent on My Profile', () => {
  it('shows the words, gives consent, and withdraws it as easily', async () => {
    const api = profileApi().on(setMarketingConsentEndpoint, (body) =>
      consented(
        body.granted,
        body.granted ? '2025-06-01T06:30:00.000Z' : '2025-06-02T06:30:00.000Z',
      ),
    );
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: WITH_PHONE });
    const offers = await screen.findByRole('article', { name: 'Offers' });
    expect(
      await within(offers).findByText('You have not asked for offers. We send you none.'),
    ).toBeTruthy();
    expect(within(offers).getByText(MARKETING_CONSENT_WORDING.text)).toBeTruthy();

    fireEvent.click(within(offers).getByRole('button', { name: 'Send me offers' }));
    expect(
      await within(offers).findByText('Thank you! We’ll keep you posted with exclusive offers!!'),
    ).toBeTruthy();
    expect(within(offers).getByText('You agreed on 1 June 2025 to:')).toBeTruthy();

    fireEvent.click(within(offers).getByRole('button', { name: 'Withdraw my consent' }));
    expect(
      await within(offers).findByText('Done. We will not send you offers any more.'),
    ).toBeTruthy();
    expect(
      within(offers).getByText('You withdrew on 2 June 2025. We send you no offers.'),
    ).toBeTruthy();
    expect(api.calls(setMarketingConsentEndpoint)).toEqual([
      { granted: true, wordingId: MARKETING_CONSENT_WORDING.id, source: 'profile' },
      { granted: false, wordingId: MARKETING_CONSENT_WORDING.id, source: 'profile' },
    ]);
  });
});

describe('your data on My Profile', () => {
  it('downloads everything held as a dated JSON file and says so', async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: the download hands its file to these instead.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:my-data';
    };
    URL.revokeObjectURL = () => {};
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const data: DataExport = {
      exportedAt: '2025-06-01T06:30:00.000Z',
      controller: 'RigForge',
      userId: 'user-1',
      sections: [
        {
          section: 'account',
          table: 'users',
          onErasure: 'anonymise',
          note: 'n',
          rows: [{ id: 'user-1' }],
        },
      ],
    };
    const api = profileApi().on(exportMyDataEndpoint, data);
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: WITH_PHONE });
    fireEvent.click(within(card('Your data')).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeTruthy();
    expect(api.calls(exportMyDataEndpoint)).toHaveLength(1);
    expect(names).toEqual([expect.stringMatching(/^rigforge-my-data-\d{4}-\d{2}-\d{2}\.json$/)]);
    expect(JSON.parse(await (saved[0] as Blob).text())).toEqual(data);
    click.mockRestore();
  });

  it('erases the account only once the email is typed again, then signs out', async () => {
    vi.useFakeTimers();
    const api = profileApi().on(eraseMyAccountEndpoint, {
      message: 'Your account has been erased. Thank you for shopping with RigForge.',
    });
    const { logout } = renderAccountScreen(<ProfilePage />, {
      path: '/profile',
      details: WITH_PHONE,
    });
    fireEvent.click(within(card('Your data')).getByRole('button', { name: 'Erase my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your account?' });
    const email = within(dialog).getByLabelText('Type your email address to confirm');
    fireEvent.change(email, { target: { value: 'someone@example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    expect(
      within(dialog).getByText('Type your account’s email address exactly to confirm.'),
    ).toBeTruthy();
    expect(api.calls(eraseMyAccountEndpoint)).toEqual([]);
    await advanceClock(2_050);

    fireEvent.change(email, { target: { value: 'ASHA@example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    expect(
      await within(dialog).findByText(
        'Your account has been erased. Thank you for shopping with RigForge.',
      ),
    ).toBeTruthy();
    expect(api.calls(eraseMyAccountEndpoint)).toEqual([{ email: 'ASHA@example.test' }]);
    expect(logout).not.toHaveBeenCalled();
    await advanceClock(2_000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when erasure must wait, and gives the button back", async () => {
    vi.useFakeTimers();
    const held =
      'A payment of yours is still being confirmed. Kindly try again once it has completed.';
    profileApi().on(eraseMyAccountEndpoint, failWith(409, 'ERASURE_HELD', held));
    const { logout } = renderAccountScreen(<ProfilePage />, {
      path: '/profile',
      details: WITH_PHONE,
    });
    fireEvent.click(within(card('Your data')).getByRole('button', { name: 'Erase my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your account?' });
    fireEvent.change(within(dialog).getByLabelText('Type your email address to confirm'), {
      target: { value: 'asha@example.test' },
    });
    const erase = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Erase my account',
    });
    fireEvent.click(erase);
    expect(await within(dialog).findByText(held)).toBeTruthy();
    expect(erase.disabled).toBe(true);
    await advanceClock(2_050);
    expect(erase.disabled).toBe(false);
    expect(logout).not.toHaveBeenCalled();
  });
});
