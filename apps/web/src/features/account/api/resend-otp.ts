import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { OtpAnswer } from './send-otp';

/** POST /api/resendotp: refused (429) within 30 s of the last OTP, which the countdown prevents. */
export function resendOtp(phoneNumber: string): Promise<OtpAnswer> {
  return apiPost<OtpAnswer>('/api/resendotp', { phoneNumber });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
