import { careersEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/careers: 201 with the spec's message. */
export function applyForJob(body: RequestBody<typeof careersEndpoint>) {
  return callApi(careersEndpoint, body);
}

export function useApplyForJob() {
  return useMutation({ mutationFn: applyForJob });
}
