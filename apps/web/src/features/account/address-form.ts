import { MESSAGES, pincodeSchema } from '@shop/domain';
import { firstFailure } from '../../components/first-failure';

export type AddressForm = {
  title: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

/** SPEC §5 add address: every field first ("All details are mandatory!"), then the pincode. */
export function addressFormError(form: AddressForm): string | undefined {
  const blank = Object.values(form).some((value) => value.trim() === '');
  if (blank) return MESSAGES.validation.allDetailsMandatory;
  return firstFailure([[pincodeSchema, form.pincode.trim()]]);
}
