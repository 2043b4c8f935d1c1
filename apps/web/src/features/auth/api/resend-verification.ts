import { resendVerificationEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/resend-verification: mails the link again to the pending address (rate limited). */
export function resendVerification() {
  return callApi(resendVerificationEndpoint);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
