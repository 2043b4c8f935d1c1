import { delItemEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/delItem: answers the user's whole cart, priced. */
export function delItem(body: RequestBody<typeof delItemEndpoint>) {
  return callApi(delItemEndpoint, body);
}

export function useDelItem() {
  return useMutation({ mutationFn: delItem });
}
