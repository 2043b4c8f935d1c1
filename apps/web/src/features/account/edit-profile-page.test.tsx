import { MESSAGES, PROFILE_MESSAGES, updateUserEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi } from '../../test/fake-api';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { EditProfilePage } from './edit-profile-page';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const update = () => screen.getByRole('button', { name: /^Updat/ });
const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('edit profile', () => {
  it('starts from the profile, with Male and Female to choose and the field limits', () => {
    fakeApi();
    renderAccountScreen(<EditProfilePage />, {
      path: '/editprofile',
      details: accountDetails({ number: '9876543210', dob: '1995-08-15', gender: 'Female' }),
    });
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Asha');
    expect(screen.getByLabelText('Date of birth')).toHaveProperty('value', '1995-08-15');
    expect(screen.getByLabelText('Gender')).toHaveProperty('value', 'Female');
    const genders = [...screen.getByLabelText('Gender').querySelectorAll('option')];
    expect(genders.map((option) => option.textContent)).toEqual([
      'Select Gender',
      'Male',
      'Female',
    ]);
    expect(screen.getByLabelText('Phone number').getAttribute('maxlength')).toBe('10');
    expect(screen.getByLabelText('GST number').getAttribute('maxlength')).toBe('15');
  });

  it('refuses a wrong GST number when a phone is present, for 2 s', async () => {
    const api = fakeApi().on(updateUserEndpoint, {
      message: MESSAGES.profile.updated,
      userInfo: [],
    });
    renderAccountScreen(<EditProfilePage />, {
      path: '/editprofile',
      details: accountDetails({ number: '9876543210' }),
    });
    fill('GST number', '33aaacr5055k1z5');
    expect(screen.getByLabelText('GST number')).toHaveProperty('value', '33AAACR5055K1Z5');
    fireEvent.click(update());
    expect(screen.getByText('Please enter a valid GST number!')).toBeTruthy();
    expect(update()).toHaveProperty('disabled', true);
    await advanceClock(2_050);
    expect(screen.queryByText(MESSAGES.validation.invalidGstin)).toBeNull();
    expect(update()).toHaveProperty('disabled', false);
    expect(api.calls(updateUserEndpoint)).toHaveLength(0);
  });

  it('saves, says "User Updated Successfully!!" and shows the profile after 2 s', async () => {
    const api = fakeApi().on(updateUserEndpoint, {
      message: MESSAGES.profile.updated,
      userInfo: [],
    });
    renderAccountScreen(<EditProfilePage />, { path: '/editprofile' });
    fill('First name', ' Asha ');
    fill('Date of birth', '1995-08-15');
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'Female' } });
    fill('Phone number', '98765 43210');
    fireEvent.click(update());
    expect(await screen.findByText('User Updated Successfully!!')).toBeTruthy();
    expect(api.calls(updateUserEndpoint)).toEqual([
      {
        userId: 'user-1',
        firstName: 'Asha',
        lastName: 'Raman',
        number: '9876543210',
        dob: '1995-08-15',
        gender: 'Female',
        gst: '',
      },
    ]);
    await advanceClock(1_900);
    expect(path()).toBe('/editprofile');
    await advanceClock(200);
    expect(path()).toBe('/profile');
  });

  it("shows the server's refusal of a date of birth after today", async () => {
    fakeApi().on(
      updateUserEndpoint,
      failWith(400, 'INVALID_DATE_OF_BIRTH', PROFILE_MESSAGES.invalidDob),
    );
    renderAccountScreen(<EditProfilePage />, { path: '/editprofile' });
    fill('Date of birth', '2999-01-01');
    fireEvent.click(update());
    expect(await screen.findByText('Please enter a valid date of birth!')).toBeTruthy();
    expect(path()).toBe('/editprofile');
  });
});
