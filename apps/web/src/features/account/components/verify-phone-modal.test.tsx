import {
  MESSAGES,
  OTP_MESSAGES,
  resendOtpEndpoint,
  sendOtpEndpoint,
  verifyOtpEndpoint,
} from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../../test/clock';
import { failWith, replyWith } from '../../../test/fake-api';
import { accountDetails, renderAccountScreen } from '../../../test/render-account-screen';
import { ProfilePage } from '../profile-page';
import { profileApi } from '../testing/profile-api';

const { otp } = MESSAGES;
const UNVERIFIED = accountDetails({ number: '9876543210', verified: 0 });
const SENT = { type: 'success', message: OTP_MESSAGES.sent } as const;
const refused = (
  status: number,
  code: 'OTP_REFUSED' | 'RATE_LIMITED' | 'OTP_NOT_SENT',
  message: string,
) => failWith(status, code, message, { type: 'error' });

function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  return screen.getByRole('dialog', { name: 'Verify Phone Number' });
}

async function sendOtp(modal: HTMLElement) {
  fireEvent.click(within(modal).getByRole('button', { name: 'Send OTP' }));
  return within(modal).findByLabelText('OTP');
}

function enterOtp(modal: HTMLElement, value: string) {
  fireEvent.change(within(modal).getByLabelText('OTP'), { target: { value } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Verify' }));
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

describe('verify phone number', () => {
  it('sends the OTP to the profile number and gates Resend behind a visible 30 s countdown', async () => {
    const api = profileApi().on(sendOtpEndpoint, SENT).on(resendOtpEndpoint, SENT);
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: UNVERIFIED });
    const modal = openModal();
    expect(within(modal).getByLabelText('Phone number')).toHaveProperty('value', '9876543210');
    const otpInput = await sendOtp(modal);
    expect(otpInput.getAttribute('maxlength')).toBe('4');
    expect(api.calls(sendOtpEndpoint)).toEqual([{ phoneNumber: '9876543210' }]);
    expect(within(modal).getByText('Resend OTP in 30s')).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await advanceClock(1_000);
    expect(within(modal).getByText('Resend OTP in 29s')).toBeTruthy();
    await advanceClock(28_000);
    expect(within(modal).getByText('Resend OTP in 1s')).toBeTruthy();
    await advanceClock(1_000);
    fireEvent.click(within(modal).getByRole('button', { name: 'Resend OTP' }));
    await vi.waitFor(() => expect(api.calls(resendOtpEndpoint)).toHaveLength(1));
    expect(await within(modal).findByText('Resend OTP in 30s')).toBeTruthy();
  });

  it('refuses a blank OTP without calling the server', async () => {
    const api = profileApi()
      .on(sendOtpEndpoint, SENT)
      .on(verifyOtpEndpoint, refused(400, 'OTP_REFUSED', otp.wrong));
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: UNVERIFIED });
    const modal = openModal();
    await sendOtp(modal);
    enterOtp(modal, '');
    expect(within(modal).getByText('OTP cannot be blank!')).toBeTruthy();
    expect(api.calls(verifyOtpEndpoint)).toHaveLength(0);
  });

  it('says "Wrong OTP!!" for a wrong code, for 2 s', async () => {
    profileApi()
      .on(sendOtpEndpoint, SENT)
      .on(verifyOtpEndpoint, refused(400, 'OTP_REFUSED', otp.wrong));
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: UNVERIFIED });
    const modal = openModal();
    await sendOtp(modal);
    enterOtp(modal, '0000');
    expect(await within(modal).findByText('Wrong OTP!!')).toBeTruthy();
    await advanceClock(2_050);
    expect(within(modal).queryByText('Wrong OTP!!')).toBeNull();
  });

  it("says why an expired code is refused, in the server's words", async () => {
    const expired = OTP_MESSAGES.expired;
    profileApi()
      .on(sendOtpEndpoint, SENT)
      .on(verifyOtpEndpoint, refused(400, 'OTP_REFUSED', expired));
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: UNVERIFIED });
    const modal = openModal();
    await sendOtp(modal);
    enterOtp(modal, '1234');
    expect(await within(modal).findByText(expired)).toBeTruthy();
  });

  it('says to wait when an OTP was sent less than 30 s ago', async () => {
    const tooSoon = OTP_MESSAGES.resendTooSoon;
    profileApi().on(sendOtpEndpoint, refused(429, 'RATE_LIMITED', tooSoon));
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: UNVERIFIED });
    const modal = openModal();
    fireEvent.click(within(modal).getByRole('button', { name: 'Send OTP' }));
    expect(await within(modal).findByText(tooSoon)).toBeTruthy();
  });

  it('says "Server Error! Try Later!" when verifying fails otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    profileApi().on(sendOtpEndpoint, SENT).on(verifyOtpEndpoint, replyWith(500, {}));
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: UNVERIFIED });
    const modal = openModal();
    await sendOtp(modal);
    enterOtp(modal, '1234');
    expect(await within(modal).findByText('Server Error! Try Later!')).toBeTruthy();
  });

  it('says "Server Error! Not able to send OTP!" when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    profileApi().on(sendOtpEndpoint, refused(502, 'OTP_NOT_SENT', otp.notSent));
    renderAccountScreen(<ProfilePage />, { path: '/profile', details: UNVERIFIED });
    const modal = openModal();
    fireEvent.click(within(modal).getByRole('button', { name: 'Send OTP' }));
    expect(await within(modal).findByText('Server Error! Not able to send OTP!')).toBeTruthy();
    expect(within(modal).queryByLabelText('OTP')).toBeNull();
  });

  it('says "OTP Verified", closes after 1 s and the profile shows the tick', async () => {
    const api = profileApi()
      .on(sendOtpEndpoint, SENT)
      .on(verifyOtpEndpoint, {
        type: 'success',
        message: otp.verified,
        userInfo: UNVERIFIED.userInfo.map((user) => ({ ...user, verified: 1 })),
      });
    const { refresh } = renderAccountScreen(<ProfilePage />, {
      path: '/profile',
      details: UNVERIFIED,
    });
    const modal = openModal();
    await sendOtp(modal);
    enterOtp(modal, '4821');
    expect(await within(modal).findByText('OTP Verified')).toBeTruthy();
    expect(api.calls(verifyOtpEndpoint)).toEqual([{ phoneNumber: '9876543210', otp: '4821' }]);
    expect(refresh).toHaveBeenCalled();
    await advanceClock(900);
    expect(dialogShown()).toBe(true);
    await advanceClock(500);
    expect(dialogShown()).toBe(false);
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
  });
});
