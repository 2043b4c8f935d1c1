import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { newPasswordError, type RegisterForm, registerFormError } from './register-form';

const { validation } = MESSAGES;

const VALID: RegisterForm = {
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'asha@example.in',
  number: '9876543210',
  password: 'Rig#forge1',
  retypePassword: 'Rig#forge1',
};

describe('registration form check', () => {
  it('passes a complete, valid form', () => {
    expect(registerFormError(VALID)).toBeUndefined();
  });

  it('asks for the phone', () => {
    expect(registerFormError({ ...VALID, number: '' })).toBe(validation.invalidPhone);
  });

  it('checks the fields in screen order and stops at the first failure', () => {
    const allWrong: RegisterForm = {
      firstName: 'Asha1',
      lastName: '',
      email: 'asha@',
      number: '12345',
      password: 'short',
      retypePassword: 'other',
    };
    expect(registerFormError(allWrong)).toBe(validation.invalidFirstName);
    expect(registerFormError({ ...allWrong, firstName: 'Asha' })).toBe(validation.invalidLastName);
    expect(registerFormError({ ...VALID, email: 'asha@', number: '12' })).toBe(
      validation.invalidEmail,
    );
    expect(registerFormError({ ...VALID, number: '98765', password: 'x' })).toBe(
      validation.invalidPhone,
    );
    expect(registerFormError({ ...VALID, password: 'rigforge1', retypePassword: 'x' })).toBe(
      validation.invalidPassword,
    );
    expect(registerFormError({ ...VALID, retypePassword: 'Rig#forge2' })).toBe(
      validation.passwordsDoNotMatch,
    );
  });

  it('uses the spec wording for each message', () => {
    expect(registerFormError({ ...VALID, firstName: '' })).toBe('Please enter a valid first name!');
    expect(registerFormError({ ...VALID, lastName: '9' })).toBe('Please enter a valid last name!');
    expect(registerFormError({ ...VALID, password: 'NoDigits!' })).toBe(
      'Please enter a valid password!',
    );
    expect(registerFormError({ ...VALID, retypePassword: '' })).toBe(
      'Passwords do not match! Try again!',
    );
  });
});

describe('new password check', () => {
  const token = 'emailed-token';

  it('asks for the password rule first, then a matching retype', () => {
    const check = (password: string, retypePassword: string) =>
      newPasswordError({ token, password, retypePassword });
    expect(check('weak', 'other')).toBe(validation.invalidPassword);
    expect(check('Rig#forge1', 'Rig#forge')).toBe(validation.passwordsDoNotMatch);
    expect(check('Rig#forge1', 'Rig#forge1')).toBeUndefined();
  });

  it('needs the token of the emailed link before anything else', () => {
    expect(newPasswordError({ token: '', password: 'weak', retypePassword: 'other' })).toBe(
      ACCOUNT_MESSAGES.resetLinkInvalid,
    );
  });
});
