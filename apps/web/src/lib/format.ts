import { formatInr, rupeesToPaise } from '@shop/domain';

/** "₹1,00,000" from a rupee amount as the API shows it (en-IN grouping, through formatInr). */
export function formatRupees(rupees: number): string {
  return formatInr(rupeesToPaise(rupees));
}

/** A ten-digit Indian number as "+91 98765 43210"; anything else is shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (national.length !== 10) return phone;
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}

/** A tel: link target with the country code. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:+${digits}`;
}
