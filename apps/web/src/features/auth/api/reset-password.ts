import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type ResetPasswordBody = { token: string; password: string };

/** POST /api/resetPassword with the token from the emailed link. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/resetPassword', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
