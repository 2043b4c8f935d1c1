import { consultationEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/consultation: 201 with the spec's message. */
export function bookConsultation(body: RequestBody<typeof consultationEndpoint>) {
  return callApi(consultationEndpoint, body);
}

export function useBookConsultation() {
  return useMutation({ mutationFn: bookConsultation });
}
