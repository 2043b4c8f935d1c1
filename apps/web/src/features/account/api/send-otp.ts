import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type OtpAnswer = { type: 'success' | 'error'; message: string };

/** POST /api/sendotp: texts a 4-character OTP to the number. */
export function sendOtp(phoneNumber: string): Promise<OtpAnswer> {
  return apiPost<OtpAnswer>('/api/sendotp', { phoneNumber });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
