import { updateUserBodySchema } from '@shop/domain';
import { firstFailure } from '../../components/first-failure';

export type EditProfileForm = {
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  number: string;
  gst: string;
};

/**
 * Edit profile (docs/api/profile.md#edit-profile-screen) with its call's schema, in screen order.
 * The phone may stay empty; the GST number is checked only when a phone is present, and an empty
 * GST number is simply not set.
 */
export function editProfileFormError(form: EditProfileForm): string | undefined {
  return firstFailure([[updateUserBodySchema, form]]);
}
