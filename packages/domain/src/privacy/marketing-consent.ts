/**
 * The words a customer agrees to when they ask for offers (docs/api/data-rights.md#consent). The
 * server stores the wording with each consent, so it can show what was agreed to and when. Change
 * the text only with a new id: consents given on the old words stay recorded with them.
 */
export const MARKETING_CONSENT_WORDING = {
  id: 'offers-2025-06',
  text:
    'Send me exclusive offers, member coupons and no-cost EMI news from RigForge by phone call, ' +
    'SMS, WhatsApp and email. I can withdraw this at any time from My Profile.',
} as const;

/** Where consent was given or withdrawn. */
export const CONSENT_SOURCES = ['phone-prompt', 'profile'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
