/**
 * What a payment was for, frozen when it starts and read when it is confirmed, so the orders are
 * exactly what the buyer was shown and charged for, whatever changes in the cart meanwhile.
 */

export type { PaidLine } from '@shop/domain';

export interface AddressSnapshot {
  addressid: string;
  title: string;
  /** "line, city, state, pincode". */
  address: string;
  name: string;
  number: string | null;
}
