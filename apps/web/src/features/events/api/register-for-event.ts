import { eventRegistrationEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/formData: 201 "Registered Sucessfully", or 409 ALREADY_REGISTERED. */
export function registerForEvent(body: RequestBody<typeof eventRegistrationEndpoint>) {
  return callApi(eventRegistrationEndpoint, body);
}

export function useRegisterForEvent() {
  return useMutation({ mutationFn: registerForEvent });
}
