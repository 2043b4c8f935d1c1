import { CheckCircleFill, Circle, TicketPerforatedFill } from 'react-bootstrap-icons';
import { StatusMessage, type TimedMessage } from '../../../components/timed-message';
import { formatRupees } from '../../../lib/format';
import type { Coupon } from '../checkout-types';

type CouponPickerProps = {
  coupons: readonly Coupon[];
  chosenId: Coupon['couponid'] | null;
  onChoose: (coupon: Coupon) => void;
  message: TimedMessage | null;
};

const valueText = (value: number) =>
  value < 0 ? `${formatRupees(-value)} off` : `+${formatRupees(value)}`;

/** The buyer's Active coupons; choosing the chosen one again lets go, a refusal shows below. */
export function CouponPicker({ coupons, chosenId, onChoose, message }: CouponPickerProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-coupon-title">
      <h2 id="checkout-coupon-title" className="checkout-card-title">
        Apply Coupon
      </h2>
      {coupons.length === 0 ? (
        <p className="checkout-note mb-0">No coupons available right now.</p>
      ) : (
        <div className="checkout-choices">
          {coupons.map((coupon) => {
            const chosen = coupon.couponid === chosenId;
            const minimum = coupon.minPurchaseValue ?? 0;
            return (
              <button
                key={coupon.couponid}
                type="button"
                className={`checkout-choice checkout-coupon${chosen ? ' is-chosen' : ''}`}
                aria-pressed={chosen}
                onClick={() => onChoose(coupon)}
              >
                <span className="checkout-choice-head">
                  <TicketPerforatedFill aria-hidden="true" className="text-accent" />
                  <span className="checkout-choice-title">{valueText(coupon.value)}</span>
                  {chosen ? (
                    <CheckCircleFill aria-hidden="true" className="checkout-choice-mark" />
                  ) : (
                    <Circle aria-hidden="true" className="checkout-choice-mark" />
                  )}
                </span>
                <span className="checkout-choice-text">{coupon.description}</span>
                {minimum > 0 && (
                  <span className="checkout-choice-hint">
                    On PC(s) purchases of {formatRupees(minimum)} or more
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      <StatusMessage message={message} className="mt-3" />
    </section>
  );
}
