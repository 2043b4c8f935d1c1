import { verificationStatusEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/verification-status, polled by the pending screen (see use-verification-polling): from
 * the pending-verification cookie; once verified the server has also opened the session.
 */
export function fetchVerificationStatus() {
  return callApi(verificationStatusEndpoint);
}
