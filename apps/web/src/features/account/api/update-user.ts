import { type RequestBody, type UserInfo, updateUserEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type UpdateUserBody = RequestBody<typeof updateUserEndpoint>;

/** The refusals that carry the field's own words, which the screens show. */
export const UPDATE_USER_REFUSALS = [
  'BAD_REQUEST',
  'UNREADABLE_ENVELOPE',
  'INVALID_DATE_OF_BIRTH',
] as const;

/** POST /api/updateuser: a changed phone number comes back unverified. */
export function updateUser(body: UpdateUserBody) {
  return callApi(updateUserEndpoint, body);
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}

/** The body that changes only what is given and keeps every other field of the user as it is. */
export function updateUserBody(user: UserInfo, changes: Partial<UpdateUserBody>): UpdateUserBody {
  return {
    userId: user.id,
    firstName: user.firstname,
    lastName: user.lastname,
    number: user.number ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? '',
    gst: user.gst ?? '',
    ...changes,
  };
}
