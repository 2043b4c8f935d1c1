import Badge from 'react-bootstrap/Badge';
import type { Coupon } from '../../../lib/session/session-types';
import {
  couponMinimumText,
  couponStatus,
  couponValidityText,
  couponValueText,
} from '../coupon-status';

/** SPEC §4 coupon card: Active, or Expired struck through and greyed. */
export function CouponCard({ coupon, now }: { coupon: Coupon; now?: Date }) {
  const status = couponStatus(coupon.validity, now);
  const expired = status === 'Expired';
  const minimum = couponMinimumText(coupon.minPurchaseValue);
  return (
    <article
      className={`account-card coupon-card${expired ? ' is-expired' : ''}`}
      aria-label={`${coupon.description} (${status})`}
    >
      <div className="d-flex justify-content-between align-items-start gap-2">
        <span className="coupon-value">{couponValueText(coupon.value)}</span>
        <Badge bg={expired ? 'secondary' : 'success'}>{status}</Badge>
      </div>
      <p className="coupon-description fw-semibold mb-0">{coupon.description}</p>
      {minimum && <p className="small text-secondary mb-0">{minimum}</p>}
      <p className="small text-secondary mb-0 mt-auto">{couponValidityText(coupon.validity)}</p>
    </article>
  );
}
