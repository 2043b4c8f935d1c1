import { type RequestBody, registerEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/register: 201 sends the verification email and sets the pending-verification cookie. */
export function register(body: RequestBody<typeof registerEndpoint>) {
  return callApi(registerEndpoint, body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
