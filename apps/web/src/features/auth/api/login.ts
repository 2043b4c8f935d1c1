import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type LoginBody = { email: string; password: string };
export type LoginAnswer = { message: string; user_id: string };

/** POST /api/login: sets the (rotated) session cookie; errors carry the spec's message. */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/api/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
