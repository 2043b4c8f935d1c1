import { formatInr, rupeesToPaise } from '@shop/domain';

/** "₹1,00,000" from a rupee amount as the API shows it (en-IN grouping, through formatInr). */
export function formatRupees(rupees: number): string {
  return formatInr(rupeesToPaise(rupees));
}

/** Two-digit STD codes: the metros, whose landlines are written +91 44 4000 1234. */
const METRO_STD_CODES = new Set(['11', '20', '22', '33', '40', '44', '79', '80']);

/**
 * A ten-digit Indian number with the country code: a mobile (6 to 9 first) as "+91 98765 43210",
 * a metro landline as "+91 44 4000 1234", any other landline as it was given (its STD code may be
 * three or four digits, so only the writer knows its grouping). Anything else is shown as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (national.length !== 10) return phone;
  if (/^[6-9]/.test(national)) return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  if (METRO_STD_CODES.has(national.slice(0, 2))) {
    return `+91 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
  }
  return phone.trim();
}

/** A tel: link target with the country code. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:+${digits}`;
}
