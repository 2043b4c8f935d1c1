import { SHOP_OUTLET } from './shop-contact';

/**
 * Who sells, as a GST tax invoice names it (docs/decisions/042-gst-tax-invoices.md): the
 * registered business, its principal place of business (the outlet) and its GSTIN, registered
 * in Tamil Nadu (state code 33, the GSTIN's first two digits).
 */
export const SHOP_TAX_IDENTITY = {
  tradeName: 'RigForge',
  legalName: 'RigForge Technologies Private Limited',
  addressLines: SHOP_OUTLET.addressLines,
  state: 'Tamil Nadu',
  gstStateCode: '33',
  gstin: '33AAJCR4821K1Z9',
  email: 'accounts@rigforge.in',
} as const;
