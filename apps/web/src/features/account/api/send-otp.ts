import { sendOtpEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/sendotp: texts a 4-character OTP to the number. */
export function sendOtp(phoneNumber: string) {
  return callApi(sendOtpEndpoint, { phoneNumber });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
