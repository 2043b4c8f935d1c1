import { POLICY } from '@shop/domain';

/** SPEC §9 policy figures, worded once so every page says the same thing. */
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
} as const;
