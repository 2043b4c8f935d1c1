/** Six digits, never starting with 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

/**
 * India Post's postal regions: a pincode's first digit says its region, so a state's pincodes
 * open with these (docs/decisions/089-lead-limits-that-silence-nobody.md). Delhi's are all 11.
 * A 9 is the Army Postal Service, which serves from any state.
 */
export const PINCODE_PREFIXES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  Delhi: ['11'],
  Haryana: ['1'],
  Punjab: ['1'],
  'Himachal Pradesh': ['1'],
  'Jammu and Kashmir': ['1'],
  Chandigarh: ['1'],
  Ladakh: ['1'],
  'Uttar Pradesh': ['2'],
  Uttarakhand: ['2'],
  Rajasthan: ['3'],
  Gujarat: ['3'],
  'Dadra and Nagar Haveli and Daman and Diu': ['3'],
  Maharashtra: ['4'],
  Goa: ['4'],
  'Madhya Pradesh': ['4'],
  Chhattisgarh: ['4'],
  'Andhra Pradesh': ['5'],
  Telangana: ['5'],
  Karnataka: ['5'],
  'Tamil Nadu': ['6'],
  Kerala: ['6'],
  Lakshadweep: ['6'],
  // Yanam's pincodes open with 533, inside Andhra Pradesh's region.
  Puducherry: ['6', '533'],
  'West Bengal': ['7'],
  Odisha: ['7'],
  Assam: ['7'],
  Sikkim: ['7'],
  'Arunachal Pradesh': ['7'],
  Nagaland: ['7'],
  Manipur: ['7'],
  Mizoram: ['7'],
  Tripura: ['7'],
  Meghalaya: ['7'],
  'Andaman and Nicobar Islands': ['7'],
  Bihar: ['8'],
  Jharkhand: ['8'],
};

export const PINCODE_STATE_MISMATCH =
  'This pincode is not in the state you chose. Please check the pincode and the state.';

/** Whether a valid pincode can be in the state: its postal region opens it. */
export function pincodeFitsState(pincode: string, state: string): boolean {
  const prefixes = PINCODE_PREFIXES_BY_STATE[state];
  if (!prefixes || pincode.startsWith('9')) return true;
  return prefixes.some((prefix) => pincode.startsWith(prefix));
}
