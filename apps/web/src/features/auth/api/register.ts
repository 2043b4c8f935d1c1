import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type RegisterBody = {
  firstName: string;
  lastName: string;
  email: string;
  number: string;
  password: string;
};

/** POST /api/register: 201 sends the verification email and sets the pending-verification cookie. */
export function register(body: RegisterBody): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
