/**
 * The 28 states and 8 union territories
 * (docs/decisions/019-india-states-dates-gstin-and-rupees.md), with the two-digit state codes that
 * open a GSTIN. Names are the official ones in use since the 2019 and 2020 reorganisations.
 */
export type IndianStateKind = 'state' | 'union territory';

type StateRecord = { name: string; gstStateCode: string; kind: IndianStateKind };

const STATES_BY_GST_CODE = [
  { name: 'Jammu and Kashmir', gstStateCode: '01', kind: 'union territory' },
  { name: 'Himachal Pradesh', gstStateCode: '02', kind: 'state' },
  { name: 'Punjab', gstStateCode: '03', kind: 'state' },
  { name: 'Chandigarh', gstStateCode: '04', kind: 'union territory' },
  { name: 'Uttarakhand', gstStateCode: '05', kind: 'state' },
  { name: 'Haryana', gstStateCode: '06', kind: 'state' },
  { name: 'Delhi', gstStateCode: '07', kind: 'union territory' },
  { name: 'Rajasthan', gstStateCode: '08', kind: 'state' },
  { name: 'Uttar Pradesh', gstStateCode: '09', kind: 'state' },
  { name: 'Bihar', gstStateCode: '10', kind: 'state' },
  { name: 'Sikkim', gstStateCode: '11', kind: 'state' },
  { name: 'Arunachal Pradesh', gstStateCode: '12', kind: 'state' },
  { name: 'Nagaland', gstStateCode: '13', kind: 'state' },
  { name: 'Manipur', gstStateCode: '14', kind: 'state' },
  { name: 'Mizoram', gstStateCode: '15', kind: 'state' },
  { name: 'Tripura', gstStateCode: '16', kind: 'state' },
  { name: 'Meghalaya', gstStateCode: '17', kind: 'state' },
  { name: 'Assam', gstStateCode: '18', kind: 'state' },
  { name: 'West Bengal', gstStateCode: '19', kind: 'state' },
  { name: 'Jharkhand', gstStateCode: '20', kind: 'state' },
  { name: 'Odisha', gstStateCode: '21', kind: 'state' },
  { name: 'Chhattisgarh', gstStateCode: '22', kind: 'state' },
  { name: 'Madhya Pradesh', gstStateCode: '23', kind: 'state' },
  { name: 'Gujarat', gstStateCode: '24', kind: 'state' },
  // 25 was Daman and Diu until its 2020 merger into code 26.
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    gstStateCode: '26',
    kind: 'union territory',
  },
  { name: 'Maharashtra', gstStateCode: '27', kind: 'state' },
  // 28 was undivided Andhra Pradesh; the present state registers under 37.
  { name: 'Karnataka', gstStateCode: '29', kind: 'state' },
  { name: 'Goa', gstStateCode: '30', kind: 'state' },
  { name: 'Lakshadweep', gstStateCode: '31', kind: 'union territory' },
  { name: 'Kerala', gstStateCode: '32', kind: 'state' },
  { name: 'Tamil Nadu', gstStateCode: '33', kind: 'state' },
  { name: 'Puducherry', gstStateCode: '34', kind: 'union territory' },
  { name: 'Andaman and Nicobar Islands', gstStateCode: '35', kind: 'union territory' },
  { name: 'Telangana', gstStateCode: '36', kind: 'state' },
  { name: 'Andhra Pradesh', gstStateCode: '37', kind: 'state' },
  { name: 'Ladakh', gstStateCode: '38', kind: 'union territory' },
] as const satisfies readonly StateRecord[];

export type IndianState = (typeof STATES_BY_GST_CODE)[number];
export type IndianStateName = IndianState['name'];

/** Sorted by name, as the "Select State" dropdown lists them. */
export const INDIAN_STATES: readonly IndianState[] = [...STATES_BY_GST_CODE].sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

export const INDIAN_STATE_NAMES: readonly IndianStateName[] = INDIAN_STATES.map(
  (state) => state.name,
);

const stateNames: ReadonlySet<string> = new Set(INDIAN_STATE_NAMES);

export function isIndianState(name: string): name is IndianStateName {
  return stateNames.has(name);
}

/** GSTIN state codes: every state's and union territory's, plus 97 for "Other Territory". */
export const GST_STATE_CODES: ReadonlySet<string> = new Set([
  ...STATES_BY_GST_CODE.map((state) => state.gstStateCode),
  '97',
]);
