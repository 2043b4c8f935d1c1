import { PRICING_RATES } from '../constants';
import { todayInIndia } from '../dates';
import { isValidGstin } from '../india/gstin';
import { INDIAN_STATES, type IndianStateName, isIndianState } from '../india/states';
import type { Paise } from '../money';
import type { PaidLine } from '../pricing/paid-lines';
import { divideRoundingHalfUp } from '../pricing/price-formulas';
import { SHOP_TAX_IDENTITY } from '../shop/shop-tax';

/**
 * GST tax invoices (docs/decisions/042-gst-tax-invoices.md): what India's invoice rule asks an
 * invoice to carry, worked out from what a payment was for. Prices include GST (docs/api/checkout.md#totals):
 * a line's taxable value is its price / 1.18, and its tax the rest, split CGST + SGST (9 % + 9 %)
 * when the goods are delivered in the shop's state, else IGST 18 %.
 */

export const GST_RATE_PERCENT = PRICING_RATES.gstPercent;

/** HSN codes by item type; an item may carry its own `hsn` (4 to 8 digits) instead. */
export const HSN_BY_ITEM_TYPE: Readonly<Record<string, string>> = {
  PC: '8471',
  PB: '8471',
  monitor: '8528',
  keyboard: '847160',
  mouse: '847160',
  headset: '8518',
  simulator: '9504',
};
export const DEFAULT_HSN = '8471';
/** The platform fee is a service: "other support services" (SAC). */
export const PLATFORM_FEE_SAC = '998599';
export const PLATFORM_FEE_DESCRIPTION = 'Platform fee (2%)';

/** A serial's prefix; with "/25-26/" and six digits, 15 characters (the rule allows 16). */
export const INVOICE_PREFIX = 'RF';
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** Letters, digits, "-" and "/" only, at most 16: the rule's own limits. */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

export function hsnFor(itemType: string, item: unknown): string {
  const own = (item as { hsn?: unknown } | null)?.hsn;
  if (typeof own === 'string' && /^\d{4,8}$/.test(own)) return own;
  return HSN_BY_ITEM_TYPE[itemType] ?? DEFAULT_HSN;
}

/** India's financial year (1 April to 31 March, India time) a moment falls in: "2025-26". */
export function financialYearOf(moment: Date): string {
  const [year, month] = todayInIndia(moment).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "RF/25-26/000042": unique per financial year, never more than 16 characters. */
export function invoiceNumber(financialYear: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) {
    throw new RangeError(`A serial is a whole number from 1, got ${serial}`);
  }
  const number = `${INVOICE_PREFIX}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`Invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH}`);
  }
  return number;
}

/** The state of an address stored as "line, city, state, pincode"; null when it names none. */
export function deliveryStateOf(address: string): IndianStateName | null {
  const parts = address.split(',').map((part) => part.trim());
  const named = parts.at(-2);
  if (named && isIndianState(named)) return named;
  return parts.find((part): part is IndianStateName => isIndianState(part)) ?? null;
}

export function gstStateCodeOf(state: IndianStateName): string {
  return INDIAN_STATES.find((each) => each.name === state)?.gstStateCode ?? '';
}

export interface TaxSplit {
  /** The price, GST inside: taxable + CGST + SGST + IGST. */
  totalPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * Splits a GST-inclusive price. CGST and SGST are equal halves of 18 % (each rounded half up);
 * the taxable value is what remains, so the parts always add up to the price paid.
 */
export function splitInclusive(totalPaise: Paise, intraState: boolean): TaxSplit {
  const rate = GST_RATE_PERCENT;
  if (intraState) {
    const half = divideRoundingHalfUp(totalPaise * (rate / 2), 100 + rate);
    return {
      totalPaise,
      taxablePaise: totalPaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    };
  }
  const igst = divideRoundingHalfUp(totalPaise * rate, 100 + rate);
  return {
    totalPaise,
    taxablePaise: totalPaise - igst,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
  };
}

export interface TaxInvoiceLine extends TaxSplit {
  description: string;
  hsn: string;
  qty: number;
  /** Price x qty before the coupon. */
  grossPaise: Paise;
  /** The coupon's part of this line (0 or less). */
  discountPaise: Paise;
  ratePercent: number;
}

export interface TaxInvoiceParty {
  name: string;
  /** The address as lines, without the state. */
  addressLines: string[];
  state: string;
  gstStateCode: string;
  gstin: string | null;
}

/** Everything a tax invoice shows, frozen when it is issued. */
export interface TaxInvoice {
  number: string;
  financialYear: string;
  /** YYYY-MM-DD, India's date. */
  issuedOn: string;
  merchantTransactionId: string;
  seller: TaxInvoiceParty & { legalName: string; email: string };
  buyer: TaxInvoiceParty & { phone: string | null };
  placeOfSupply: { state: string; gstStateCode: string };
  supply: 'intra-state' | 'inter-state';
  reverseCharge: false;
  lines: TaxInvoiceLine[];
  totals: TaxSplit;
  /** "Rupees One Lakh ... Only", written by the server when it issues the invoice. */
  amountInWords: string;
}

export interface TaxInvoiceInput {
  number: string;
  financialYear: string;
  issuedAt: Date;
  merchantTransactionId: string;
  buyer: { name: string; address: string; phone: string | null; gstin: string | null };
  lines: readonly PaidLine[];
  platformFeePaise: Paise;
  amountInWords: (paise: Paise) => string;
}

/** The invoice of a confirmed payment, one line per paid line and one for the platform fee. */
export function buildTaxInvoice(input: TaxInvoiceInput): TaxInvoice {
  const deliveryState = deliveryStateOf(input.buyer.address);
  // Addresses always name a state (the form offers only the 36); an old one that does not is
  // taken as delivered in the shop's state, where the shop is registered.
  const state: IndianStateName = deliveryState ?? (SHOP_TAX_IDENTITY.state as IndianStateName);
  const intraState = state === SHOP_TAX_IDENTITY.state;
  const lines: TaxInvoiceLine[] = input.lines.map((line) => {
    const grossPaise = line.unitPricePaise * line.qty;
    return {
      description:
        line.title && line.title !== line.itemShort
          ? `${line.title}: ${line.itemShort}`
          : line.itemShort,
      hsn: hsnFor(line.itemType, line.item),
      qty: line.qty,
      grossPaise,
      discountPaise: line.valuePaise - grossPaise,
      ratePercent: GST_RATE_PERCENT,
      ...splitInclusive(line.valuePaise, intraState),
    };
  });
  if (input.platformFeePaise > 0) {
    lines.push({
      description: PLATFORM_FEE_DESCRIPTION,
      hsn: PLATFORM_FEE_SAC,
      qty: 1,
      grossPaise: input.platformFeePaise,
      discountPaise: 0,
      ratePercent: GST_RATE_PERCENT,
      ...splitInclusive(input.platformFeePaise, intraState),
    });
  }
  const sum = (pick: (line: TaxInvoiceLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const totals: TaxSplit = {
    totalPaise: sum((line) => line.totalPaise),
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
  };
  const addressParts = input.buyer.address.split(',').map((part) => part.trim());
  const stateIndex = addressParts.lastIndexOf(state);
  const buyerLines =
    stateIndex >= 0
      ? [...addressParts.slice(0, stateIndex), ...addressParts.slice(stateIndex + 1)]
      : addressParts;
  const gstin = input.buyer.gstin?.trim().toUpperCase() ?? '';
  return {
    number: input.number,
    financialYear: input.financialYear,
    issuedOn: todayInIndia(input.issuedAt),
    merchantTransactionId: input.merchantTransactionId,
    seller: {
      name: SHOP_TAX_IDENTITY.tradeName,
      legalName: SHOP_TAX_IDENTITY.legalName,
      addressLines: [...SHOP_TAX_IDENTITY.addressLines],
      state: SHOP_TAX_IDENTITY.state,
      gstStateCode: SHOP_TAX_IDENTITY.gstStateCode,
      gstin: SHOP_TAX_IDENTITY.gstin,
      email: SHOP_TAX_IDENTITY.email,
    },
    buyer: {
      name: input.buyer.name,
      addressLines: joinAddress(buyerLines),
      state,
      gstStateCode: gstStateCodeOf(state),
      gstin: isValidGstin(gstin) ? gstin : null,
      phone: input.buyer.phone,
    },
    placeOfSupply: { state, gstStateCode: gstStateCodeOf(state) },
    supply: intraState ? 'intra-state' : 'inter-state',
    reverseCharge: false,
    lines,
    totals,
    amountInWords: input.amountInWords(totals.totalPaise),
  };
}

/** "12 Anna Salai", "Chennai 600002": the street, then the city with the pincode. */
function joinAddress(parts: string[]): string[] {
  const pincode = parts.at(-1);
  if (parts.length >= 2 && pincode && /^\d{6}$/.test(pincode)) {
    return [...parts.slice(0, -2), `${parts.at(-2)} ${pincode}`];
  }
  return parts;
}
