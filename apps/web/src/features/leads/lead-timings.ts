import { UI_TIMINGS_MS } from '@shop/domain';

/** docs/api/leads.md#the-forms */
export const LEAD_TIMINGS_MS = {
  /** After a success message, the visitor is taken home. */
  homeAfterSuccess: UI_TIMINGS_MS.messageDisplay,
} as const;

/** The analytics event of a sent lead, and its form types (docs/api/leads.md#analytics). */
export const LEAD_FORM_EVENT = 'lead_form_submission';
export const LEAD_FORM_TYPES = {
  callback: 'callback_Request',
  consultation: 'video_consultation',
} as const;
