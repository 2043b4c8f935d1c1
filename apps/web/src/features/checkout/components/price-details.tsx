import { type CheckoutTotals, formatInr, PRICING_RATES } from '@shop/domain';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { EmiEstimate } from '../../../components/emi/emi-estimate';
import { SupportPhoneHint } from '../../../components/support-phone-hint';
import { StatusMessage, type TimedMessage } from '../../../components/timed-message';

type PriceDetailsProps = {
  totals: CheckoutTotals;
  busy: boolean;
  message: TimedMessage | null;
  onProceed: () => void;
};

const { gstPercent, platformFeePercent } = PRICING_RATES;

/** The signed coupon figure: "−₹1,000" for a deduction, "+₹500" for an addition. */
const couponText = (paise: number) =>
  paise < 0 ? `−${formatInr(-paise)}` : paise > 0 ? `+${formatInr(paise)}` : formatInr(0);

/**
 * The checkout's figures (docs/api/checkout.md#totals): subtotals, the coupon, the total with its
 * taxable value and GST inside, the platform fee and the grand total that is charged; then Proceed
 * to Payment.
 */
export function PriceDetails({ totals, busy, message, onProceed }: PriceDetailsProps) {
  return (
    <section className="checkout-card checkout-price" aria-labelledby="checkout-price-title">
      <h2 id="checkout-price-title" className="checkout-card-title">
        Price Details
      </h2>
      <dl className="checkout-figures">
        <div>
          <dt>PC(s) subtotal</dt>
          <dd>{formatInr(totals.pcSubtotalPaise)}</dd>
        </div>
        <div>
          <dt>Add-ons subtotal</dt>
          <dd>{formatInr(totals.addonSubtotalPaise)}</dd>
        </div>
        <div className={totals.couponDiscountPaise < 0 ? 'checkout-figure-saving' : undefined}>
          <dt>Coupon</dt>
          <dd>{couponText(totals.couponDiscountPaise)}</dd>
        </div>
        <div className="checkout-figure-total">
          <dt>Total</dt>
          <dd>{formatInr(totals.totalPaise)}</dd>
        </div>
        <div className="checkout-figure-inside">
          <dt>Taxable value</dt>
          <dd>{formatInr(totals.taxableValuePaise)}</dd>
        </div>
        <div className="checkout-figure-inside">
          <dt>GST ({gstPercent}%, included)</dt>
          <dd>{formatInr(totals.gstPaise)}</dd>
        </div>
        <div>
          <dt>Platform fee ({platformFeePercent}%)</dt>
          <dd>{formatInr(totals.platformFeePaise)}</dd>
        </div>
        <div className="checkout-figure-grand">
          <dt>Grand Total</dt>
          <dd>{formatInr(totals.grandTotalPaise)}</dd>
        </div>
      </dl>
      <EmiEstimate totals={totals} className="mb-3" />
      <p className="checkout-note">
        The {platformFeePercent}% platform fee is waived for UPI, net banking or cash payments:
        contact support to pay that way.
      </p>
      <SupportPhoneHint className="mb-3" />
      <StatusMessage message={message} className="mb-3" />
      <Button variant="accent" size="lg" className="w-100" disabled={busy} onClick={onProceed}>
        {busy && !message && <Spinner animation="border" size="sm" aria-hidden="true" />}
        Proceed to Payment
      </Button>
    </section>
  );
}
