import { type CouponRecord, couponStatus } from '@shop/domain';
import Badge from 'react-bootstrap/Badge';
import { couponMinimumText, couponValidityText, couponValueText } from '../coupon-status';

/**
 * A coupon card (docs/api/addresses-and-coupons.md#coupons-screen): Active, or Expired struck
 * through and greyed.
 */
export function CouponCard({ coupon, now }: { coupon: CouponRecord; now?: Date }) {
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
