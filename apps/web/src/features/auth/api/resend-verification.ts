import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/resend-verification: mails the link again to the pending address (rate limited). */
export function resendVerification(): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
