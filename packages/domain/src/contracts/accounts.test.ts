import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES } from '../accounts/account-messages';
import { MESSAGES } from '../validation/messages';
import { registerBodySchema, resetPasswordBodySchema } from './accounts';
import { addAddressBodySchema } from './addresses';
import { updateUserBodySchema } from './profile';

const { validation } = MESSAGES;

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const registration = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  number: '9876543210',
  password: 'Rig#Forge2025',
};

describe('registration', () => {
  it('takes a complete registration, with or without the retype', () => {
    expect(firstMessage(registerBodySchema, registration)).toBeUndefined();
    const retyped = { ...registration, retypePassword: registration.password };
    expect(firstMessage(registerBodySchema, retyped)).toBeUndefined();
  });

  it('requires the phone the form asks for', () => {
    expect(firstMessage(registerBodySchema, { ...registration, number: '' })).toBe(
      validation.invalidPhone,
    );
    const { number: _number, ...withoutPhone } = registration;
    expect(firstMessage(registerBodySchema, withoutPhone)).toBe(validation.invalidPhone);
  });

  it('answers the first failure in screen order, the retype last', () => {
    const allWrong = {
      firstName: 'A5ha',
      lastName: '',
      email: 'asha@',
      number: '123',
      password: 'weak',
      retypePassword: 'other',
    };
    expect(firstMessage(registerBodySchema, allWrong)).toBe(validation.invalidFirstName);
    const onlyRetype = { ...registration, retypePassword: 'Rig#Forge2024' };
    expect(firstMessage(registerBodySchema, onlyRetype)).toBe(validation.passwordsDoNotMatch);
  });
});

describe('password reset', () => {
  it('needs the token first, then the password rule, then a matching retype', () => {
    const form = { token: '', password: 'weak', retypePassword: 'other' };
    expect(firstMessage(resetPasswordBodySchema, form)).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(firstMessage(resetPasswordBodySchema, { ...form, token: 't' })).toBe(
      validation.invalidPassword,
    );
    const retypeWrong = { token: 't', password: 'Rig#Forge2025', retypePassword: 'other' };
    expect(firstMessage(resetPasswordBodySchema, retypeWrong)).toBe(validation.passwordsDoNotMatch);
  });
});

describe('profile edit', () => {
  const profile = { firstName: 'Asha', lastName: 'Rao', number: '', dob: '', gender: '', gst: '' };

  it('takes blank optional fields as not set', () => {
    const parsed = updateUserBodySchema.parse(profile);
    expect(parsed).toEqual({ firstName: 'Asha', lastName: 'Rao' });
  });

  it('checks the GST number as a real GSTIN only when a phone is given', () => {
    expect(firstMessage(updateUserBodySchema, { ...profile, gst: 'PENDING' })).toBeUndefined();
    expect(
      firstMessage(updateUserBodySchema, { ...profile, number: '9876543210', gst: 'PENDING' }),
    ).toBe(validation.invalidGstin);
  });

  it('refuses a date that is not a date, and a gender not offered', () => {
    expect(firstMessage(updateUserBodySchema, { ...profile, dob: '1995-02-30' })).toBe(
      PROFILE_MESSAGES.invalidDob,
    );
    expect(firstMessage(updateUserBodySchema, { ...profile, gender: 'Other' })).toBe(
      PROFILE_MESSAGES.invalidGender,
    );
  });
});

describe('new address', () => {
  const address = {
    title: ' Home ',
    address: '12 Anna Salai',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600042',
  };

  it('trims every field', () => {
    expect(addAddressBodySchema.parse(address).title).toBe('Home');
  });

  it('answers the first failure in screen order', () => {
    expect(firstMessage(addAddressBodySchema, { ...address, title: '', pincode: '1' })).toBe(
      validation.allDetailsMandatory,
    );
    expect(firstMessage(addAddressBodySchema, { ...address, state: 'Orissa' })).toBe(
      validation.allDetailsMandatory,
    );
    expect(firstMessage(addAddressBodySchema, { ...address, city: 'x'.repeat(301) })).toBe(
      validation.detailsTooLong,
    );
    expect(firstMessage(addAddressBodySchema, { ...address, pincode: '060040' })).toBe(
      validation.invalidPincode,
    );
  });
});
