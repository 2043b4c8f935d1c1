import { firstNameSchema, gstinSchema, lastNameSchema, phoneSchema } from '@shop/domain';
import { firstFailure } from '../../components/first-failure';

export type EditProfileForm = {
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  number: string;
  gst: string;
};

export const GENDERS = ['Male', 'Female'] as const;

/**
 * SPEC §5 edit profile, in screen order. The phone may stay empty; the GST number is checked only
 * when a phone is present (SPEC §5), and an empty GST number is simply not set.
 */
export function editProfileFormError(form: EditProfileForm): string | undefined {
  const phone = form.number.trim();
  const gst = form.gst.trim();
  return firstFailure([
    [firstNameSchema, form.firstName],
    [lastNameSchema, form.lastName],
    ...(phone ? ([[phoneSchema, phone]] as const) : []),
    ...(phone && gst ? ([[gstinSchema, gst]] as const) : []),
  ]);
}
