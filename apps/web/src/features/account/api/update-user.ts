import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/session/session-types';

export type UpdateUserBody = {
  userId: string;
  firstName: string;
  lastName: string;
  number: string;
  dob: string;
  gender: string;
  gst: string;
};

export type UpdateUserAnswer = { message: string; userInfo: UserInfo[] };

/** POST /api/updateuser: a changed phone number comes back unverified. */
export function updateUser(body: UpdateUserBody): Promise<UpdateUserAnswer> {
  return apiPost<UpdateUserAnswer>('/api/updateuser', body);
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
