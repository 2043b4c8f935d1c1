import { forgotPasswordEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/forgotPassword: the same answer whether or not the email is registered. */
export function forgotPassword(email: string) {
  return callApi(forgotPasswordEndpoint, { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
