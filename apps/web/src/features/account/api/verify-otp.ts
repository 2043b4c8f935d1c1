import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/session/session-types';

export type VerifyOtpBody = { phoneNumber: string; otp: string };
export type VerifyOtpAnswer = { type: 'success'; message: string; userInfo: UserInfo[] };

/** POST /api/verifyotp: a wrong OTP is a 400 with type 'error'. */
export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpAnswer> {
  return apiPost<VerifyOtpAnswer>('/api/verifyotp', body);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
