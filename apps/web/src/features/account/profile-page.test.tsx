import {
  MARKETING_CONSENT_WORDING,
  MESSAGES,
  setMarketingConsentEndpoint,
  updateUserEndpoint,
} from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { ProfilePage } from './profile-page';
import { NO_CONSENT, profileApi } from './testing/profile-api';

function field(label: string) {
  const card = screen.getByRole('article', { name: 'Profile details' });
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** A closing modal fades out before it leaves the page; what counts is that it is no longer shown. */
function dialogShown() {
  return screen.queryByRole('dialog')?.classList.contains('show') ?? false;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('profile card', () => {
  it('shows "Not Set" for every empty field', () => {
    profileApi();
    renderAccountScreen(<ProfilePage />, {
      path: '/profile',
      details: accountDetails({ number: '9876543210', verified: 1 }),
    });
    expect(field('Name').textContent).toBe('Asha Raman');
    expect(field('Date of Birth').textContent).toBe('Not Set');
    expect(field('Gender').textContent).toBe('Not Set');
    expect(field('Email').textContent).toBe('asha@example.test');
    expect(field('GST Number').textContent).toBe('Not Set');
  });

  it('shows the filled fields, the date of birth as a date, and a tick for a verified phone', () => {
    profileApi();
    renderAccountScreen(<ProfilePage />, {
      path: '/profile',
      details: accountDetails({
        dob: '1995-08-15',
        gender: 'Female',
        number: '9876543210',
        verified: 1,
        gst: '33AAACR5055K1ZE',
      }),
    });
    expect(field('Date of Birth').textContent).toBe('15 Aug 1995');
    expect(field('Gender').textContent).toBe('Female');
    expect(field('GST Number').textContent).toBe('33AAACR5055K1ZE');
    expect(within(field('Phone')).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(within(field('Phone')).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('offers Verify for an unverified phone, and Edit goes to /editprofile', () => {
    profileApi();
    renderAccountScreen(<ProfilePage />, {
      path: '/profile',
      details: accountDetails({ number: '9876543210', verified: 0 }),
    });
    expect(within(field('Phone')).getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editprofile');
  });
});

describe('phone prompt', () => {
  it('asks a user with no phone for one, saves it, records consent to offers when ticked and thanks them', async () => {
    const given = {
      granted: true,
      wordingId: MARKETING_CONSENT_WORDING.id,
      wording: MARKETING_CONSENT_WORDING.text,
      source: 'phone-prompt' as const,
      recordedAt: '2025-06-01T06:30:00.000Z',
    };
    const api = profileApi()
      .on(updateUserEndpoint, (body) => ({
        message: MESSAGES.profile.updated,
        userInfo: accountDetails().userInfo.map((user) => ({
          ...user,
          number: String(body.number),
        })),
      }))
      .on(setMarketingConsentEndpoint, { ...NO_CONSENT, marketing: given, history: [given] });
    renderAccountScreen(<ProfilePage />, { path: '/profile' });
    const prompt = screen.getByRole('dialog', {
      name: 'Unlock Expert Help, Free Coupons & Easy EMI!',
    });
    const phone = within(prompt).getByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Keep Me Posted' }));
    expect(within(prompt).getByText('Please enter a valid 10 digit phone number!')).toBeTruthy();
    await advanceClock(2_050);
    fireEvent.change(phone, { target: { value: '9876543210' } });
    const offers = within(prompt).getByRole('checkbox', { name: MARKETING_CONSENT_WORDING.text });
    expect((offers as HTMLInputElement).checked).toBe(false);
    fireEvent.click(offers);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Keep Me Posted' }));
    expect(
      await within(prompt).findByText('Thank you! We’ll keep you posted with exclusive offers!!'),
    ).toBeTruthy();
    expect(api.calls(updateUserEndpoint)[0]).toMatchObject({
      userId: 'user-1',
      firstName: 'Asha',
      lastName: 'Raman',
      number: '9876543210',
    });
    expect(api.calls(setMarketingConsentEndpoint)).toEqual([
      { granted: true, wordingId: MARKETING_CONSENT_WORDING.id, source: 'phone-prompt' },
    ]);
    expect(field('Phone').textContent).toContain('9876543210');
    await advanceClock(2_500);
    expect(dialogShown()).toBe(false);
  });

  it('saves only the phone when the offers box is left unticked, and promises no offers', async () => {
    const api = profileApi().on(updateUserEndpoint, (body) => ({
      message: MESSAGES.profile.updated,
      userInfo: accountDetails().userInfo.map((user) => ({ ...user, number: String(body.number) })),
    }));
    renderAccountScreen(<ProfilePage />, { path: '/profile' });
    const prompt = screen.getByRole('dialog', {
      name: 'Unlock Expert Help, Free Coupons & Easy EMI!',
    });
    fireEvent.change(within(prompt).getByLabelText('Phone number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Keep Me Posted' }));
    expect(await within(prompt).findByText('User Updated Successfully!!')).toBeTruthy();
    expect(api.calls(setMarketingConsentEndpoint)).toEqual([]);
  });

  it('is not shown when a phone is set', () => {
    profileApi();
    renderAccountScreen(<ProfilePage />, {
      path: '/profile',
      details: accountDetails({ number: '9876543210' }),
    });
    expect(dialogShown()).toBe(false);
  });
});
