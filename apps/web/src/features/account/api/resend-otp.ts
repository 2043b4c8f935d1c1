import { resendOtpEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/resendotp: refused (429) within 30 s of the last OTP, which the countdown prevents. */
export function resendOtp(phoneNumber: string) {
  return callApi(resendOtpEndpoint, { phoneNumber });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
