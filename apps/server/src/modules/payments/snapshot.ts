/**
 * What a payment was for, frozen when it starts and read when it is confirmed, so the orders are
 * exactly what the buyer was shown and charged for, whatever changes in the cart meanwhile.
 */

/** SPEC §7 updateCart's discountInfo, as the server works it out: rupees, profit 26. */
export interface DiscountInfo {
  /** The line's value before the coupon: price x qty. */
  amount: number;
  /** The part of the coupon taken on this line (negative is a deduction). */
  couponDiscount: number;
  profit: number;
  /** The configurator's discount percent on PCs; 0 on add-ons. */
  discount: number;
}

export interface PaidLine {
  /** The cart line it came from, emptied once paid for. */
  itemid: string;
  itemType: string;
  title: string;
  item: unknown;
  itemShort: string;
  qty: number;
  unitPricePaise: number;
  /** price x qty plus this line's part of the coupon. */
  valuePaise: number;
  discount: DiscountInfo;
}

export interface AddressSnapshot {
  addressid: string;
  title: string;
  /** "line, city, state, pincode". */
  address: string;
  name: string;
  number: string | null;
}
