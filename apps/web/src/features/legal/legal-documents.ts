import { CANCELLATION_AND_REFUND_POLICY } from './documents/cancellation-and-refund-policy';
import { PRIVACY_POLICY } from './documents/privacy-policy';
import { RETURNS_POLICY } from './documents/returns-policy';
import { SHIPPING_POLICY } from './documents/shipping-policy';
import { TERMS_AND_CONDITIONS } from './documents/terms-and-conditions';
import type { LegalDocument } from './legal-document';

export const LEGAL_DOCUMENTS = {
  terms: { path: '/terms-and-conditions', document: TERMS_AND_CONDITIONS },
  cancellation: {
    path: '/cancellation-and-refund-policy',
    document: CANCELLATION_AND_REFUND_POLICY,
  },
  returns: { path: '/returns-policy', document: RETURNS_POLICY },
  shipping: { path: '/shipping-policy', document: SHIPPING_POLICY },
  privacy: { path: '/privacy-policy', document: PRIVACY_POLICY },
} satisfies Record<string, { path: string; document: LegalDocument }>;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;
