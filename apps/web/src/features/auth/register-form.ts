import { registerBodySchema, resetPasswordBodySchema } from '@shop/domain';
import { firstFailure } from '../../components/first-failure';

export type RegisterForm = {
  firstName: string;
  lastName: string;
  email: string;
  number: string;
  password: string;
  retypePassword: string;
};

/**
 * Registration (docs/api/accounts.md#registration), with the call's own schema: in screen order,
 * the first failure is the one shown.
 */
export function registerFormError(form: RegisterForm): string | undefined {
  return firstFailure([[registerBodySchema, form]]);
}

export type NewPasswordForm = { token: string; password: string; retypePassword: string };

/**
 * /reset-password with its call's schema: the link's token first, then the registration's password
 * rule and the retype check.
 */
export function newPasswordError(form: NewPasswordForm): string | undefined {
  return firstFailure([[resetPasswordBodySchema, form]]);
}
