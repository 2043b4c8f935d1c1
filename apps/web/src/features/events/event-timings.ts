import { UI_TIMINGS_MS } from '@shop/domain';

/** docs/api/events.md#the-form */
export const EVENT_TIMINGS_MS = {
  /** After "Registered Sucessfully", the visitor is taken home. */
  homeAfterRegistration: UI_TIMINGS_MS.messageDisplay,
} as const;
