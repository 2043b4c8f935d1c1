import { type RequestBody, resetPasswordEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/resetPassword with the token from the emailed link. */
export function resetPassword(body: RequestBody<typeof resetPasswordEndpoint>) {
  return callApi(resetPasswordEndpoint, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
