import { callbackEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/callback: 201 with the spec's message (not read: the screen shows its own). */
export function requestCallback(body: RequestBody<typeof callbackEndpoint>) {
  return callApi(callbackEndpoint, body);
}

export function useRequestCallback() {
  return useMutation({ mutationFn: requestCallback });
}
