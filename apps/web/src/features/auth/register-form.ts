import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  MESSAGES,
  passwordSchema,
  phoneSchema,
} from '@shop/domain';
import { firstFailure } from '../../components/first-failure';

export type RegisterForm = {
  firstName: string;
  lastName: string;
  email: string;
  number: string;
  password: string;
  retypePassword: string;
};

/** SPEC §5 registration, in screen order; the first failure is the one shown. */
export function registerFormError(form: RegisterForm): string | undefined {
  return (
    firstFailure([
      [firstNameSchema, form.firstName],
      [lastNameSchema, form.lastName],
      [emailSchema, form.email],
      [phoneSchema, form.number],
      [passwordSchema, form.password],
    ]) ??
    (form.password === form.retypePassword ? undefined : MESSAGES.validation.passwordsDoNotMatch)
  );
}

/** The new password of /reset-password: the same rule and retype check as registration. */
export function newPasswordError(password: string, retypePassword: string): string | undefined {
  return (
    firstFailure([[passwordSchema, password]]) ??
    (password === retypePassword ? undefined : MESSAGES.validation.passwordsDoNotMatch)
  );
}
