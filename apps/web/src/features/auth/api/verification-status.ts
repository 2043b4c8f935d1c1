import { apiGet } from '../../../lib/api-client';

/** From the pending-verification cookie; once verified the server has also opened the session. */
export type VerificationStatus = {
  pendingEmail: string | null;
  verified: boolean;
  user_id?: string;
};

/** GET /api/verification-status, polled by the pending screen (see use-verification-polling). */
export function fetchVerificationStatus(): Promise<VerificationStatus> {
  return apiGet<VerificationStatus>('/api/verification-status');
}
