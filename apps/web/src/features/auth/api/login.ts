import { loginEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/login: sets the (rotated) session cookie; errors carry the shop's message and code. */
export function login(body: RequestBody<typeof loginEndpoint>) {
  return callApi(loginEndpoint, body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
