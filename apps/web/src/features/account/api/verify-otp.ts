import { type RequestBody, verifyOtpEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/verifyotp: a wrong, expired or exhausted OTP is OTP_REFUSED, with type 'error'. */
export function verifyOtp(body: RequestBody<typeof verifyOtpEndpoint>) {
  return callApi(verifyOtpEndpoint, body);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
