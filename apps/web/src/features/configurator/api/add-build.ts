import { addBuildEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Saves a build for sharing; the answer's id makes the public link /builds/{id}. The server reads
 * only the item's selection and names and prices the build itself.
 */
export function addBuild(body: RequestBody<typeof addBuildEndpoint>) {
  return callApi(addBuildEndpoint, body);
}

export function useAddBuild() {
  return useMutation({ mutationFn: addBuild });
}
