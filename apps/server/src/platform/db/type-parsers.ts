// PGlite and node-postgres parse some column types differently by default. These make both
// return the same JavaScript values, so a query behaves the same on either database.

const INT8_OID = 20;
const DATE_OID = 1082;

/** bigint (counts, sums of paise) as a number while it is exact, as a BigInt beyond that. */
export function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;
}

/** A date column stays the calendar date 'YYYY-MM-DD': a Date would shift it by time zone. */
export function parseDate(text: string): string {
  return text;
}

export const sharedParsers: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8_OID]: parseInt8,
  [DATE_OID]: parseDate,
};
