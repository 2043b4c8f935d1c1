import { addAddressBodySchema } from '@shop/domain';
import { firstFailure } from '../../components/first-failure';

export type AddressForm = {
  title: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

/**
 * Add address with its call's schema (docs/api/addresses-and-coupons.md#add-address-screen): every
 * field in screen order ("All details are mandatory!", at most 300 characters, one of the 36
 * states), then the pincode.
 */
export function addressFormError(form: AddressForm): string | undefined {
  return firstFailure([[addAddressBodySchema, form]]);
}
