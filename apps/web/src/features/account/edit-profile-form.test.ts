import { MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { type EditProfileForm, editProfileFormError } from './edit-profile-form';

const { validation } = MESSAGES;
// A GSTIN with a correct check character (Tamil Nadu).
const GSTIN = '33AAACR5055K1ZE';

const VALID: EditProfileForm = {
  firstName: 'Asha',
  lastName: 'Raman',
  dob: '1995-08-15',
  gender: 'Female',
  number: '9876543210',
  gst: '',
};

describe('edit profile check', () => {
  it('checks first name, last name, phone, then GST, stopping at the first failure', () => {
    const wrong = { ...VALID, firstName: '1', lastName: '2', number: '3', gst: 'X' };
    expect(editProfileFormError(wrong)).toBe(validation.invalidFirstName);
    expect(editProfileFormError({ ...wrong, firstName: 'Asha' })).toBe(validation.invalidLastName);
    expect(editProfileFormError({ ...wrong, firstName: 'A', lastName: 'R' })).toBe(
      validation.invalidPhone,
    );
    expect(editProfileFormError({ ...VALID, gst: '33AAACR5055K1Z5' })).toBe(
      'Please enter a valid GST number!',
    );
  });

  it('takes an empty phone and an empty GST number', () => {
    expect(editProfileFormError({ ...VALID, number: '', gst: '' })).toBeUndefined();
    expect(editProfileFormError({ ...VALID, gst: GSTIN })).toBeUndefined();
  });

  it('checks the GST number only when a phone is present', () => {
    expect(editProfileFormError({ ...VALID, number: '', gst: 'NOT-A-GSTIN' })).toBeUndefined();
    expect(editProfileFormError({ ...VALID, gst: 'NOT-A-GSTIN' })).toBe(validation.invalidGstin);
  });
});
