import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/forgotPassword: the same answer whether or not the email is registered. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/forgotPassword', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
