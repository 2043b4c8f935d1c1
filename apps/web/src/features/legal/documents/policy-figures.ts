import { GRIEVANCE_OFFICER, POLICY } from '@shop/domain';

/**
 * The policy figures (docs/api/screens.md#policy-figures), worded once so every page says the same
 * thing.
 */
export const FIGURES = {
  returnWindow: `${POLICY.returnWindowDays} days`,
  cancellationWindow: `${POLICY.cancellationWindowHours} hours`,
  damageReport: `${POLICY.damageReportHours} hours`,
  refundTime: `${POLICY.refundBusinessDays.min}-${POLICY.refundBusinessDays.max} business days`,
  shippingTime: `${POLICY.shippingDays.min}-${POLICY.shippingDays.max} days`,
  deliveryTime: `${POLICY.deliveryHours.min}-${POLICY.deliveryHours.max} hours`,
  dispatchTime: '24 hours',
  callbackTime: `${POLICY.supportCallbackHours.min}-${POLICY.supportCallbackHours.max} hours`,
  deadOnArrival: `${POLICY.deadOnArrivalDays} days`,
  warranty: `${POLICY.warrantyMinYears} years to lifetime`,
  emailOptOut: `about ${POLICY.marketingEmailOptOutDays} days`,
  grievanceAcknowledgement: `${GRIEVANCE_OFFICER.acknowledgeWithinHours} hours`,
  grievanceResolution:
    GRIEVANCE_OFFICER.resolveWithinMonths === 1
      ? 'one month'
      : `${GRIEVANCE_OFFICER.resolveWithinMonths} months`,
} as const;

/** The grievance officer as every policy names them (docs/api/leads.md#grievance-officer). */
export const GRIEVANCE_CONTACT = `${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.designation} (${GRIEVANCE_OFFICER.email}, ${GRIEVANCE_OFFICER.phone})`;
