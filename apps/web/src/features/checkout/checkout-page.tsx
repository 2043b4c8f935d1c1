import './checkout.css';
import { checkoutTotals, couponRefusal, UI_TIMINGS_MS } from '@shop/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useTimedMessage } from '../../components/timed-message';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import type { Address, Coupon } from '../../lib/session/session-types';
import { usePageTitle } from '../../lib/use-page-title';
// A screen composes features: the account's own phone dialog and coupon rule, not copies.
import { VerifyPhoneModal } from '../account/components/verify-phone-modal';
import { couponStatus } from '../account/coupon-status';
import { useCheckoutCart } from './api/checkout';
import { useQuote } from './api/quote';
import {
  checkoutSessionEnd,
  quoteToTotals,
  toCheckoutCoupon,
  toCheckoutLines,
  toggled,
} from './checkout-rules';
import { AddressPicker } from './components/address-picker';
import { CouponPicker } from './components/coupon-picker';
import { OrderSummary } from './components/order-summary';
import { PriceDetails } from './components/price-details';
import { useCheckoutSessionExpiry } from './hooks/use-checkout-session-expiry';
import { useProceedToPayment } from './hooks/use-proceed-to-payment';

/** /checkout (SPEC §2): order summary, address, coupon, totals and Proceed to Payment. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { userId, details, updateDetails } = useSession();
  const checkout = useCheckoutCart(userId);
  const cart = checkout.data?.cart;
  const expired = useCheckoutSessionExpiry(cart ? checkoutSessionEnd(cart) : null);
  const [addressId, setAddressId] = useState<Address['addressid'] | null>(null);
  const [couponId, setCouponId] = useState<Coupon['couponid'] | null>(null);
  const [verifyingPhone, setVerifyingPhone] = useState(false);
  const couponMessage = useTimedMessage();

  const addresses = details?.addresses ?? [];
  const coupons = (details?.coupons ?? []).filter((c) => couponStatus(c.validity) === 'Active');
  const address = addresses.find((each) => each.addressid === addressId) ?? null;
  const coupon = coupons.find((each) => each.couponid === couponId) ?? null;

  // Shown at once from the shared formula; the server's quote replaces it as soon as it arrives.
  const localTotals = useMemo(
    () =>
      cart &&
      checkoutTotals({ lines: toCheckoutLines(cart), coupon: coupon && toCheckoutCoupon(coupon) }),
    [cart, coupon],
  );
  const quote = useQuote(coupon ? String(coupon.couponid) : null, !!cart);
  const totals = quote.data ? quoteToTotals(quote.data) : localTotals;

  // The session's copy follows the cart the checkout answered (the navbar count reads it); once
  // per answer, whatever identity updateDetails has on this render.
  const updateDetailsRef = useRef(updateDetails);
  updateDetailsRef.current = updateDetails;
  useEffect(() => {
    if (cart) updateDetailsRef.current((current) => ({ ...current, cartInfo: cart }));
  }, [cart]);

  const { show: showCouponMessage } = couponMessage;
  useEffect(() => {
    if (!quote.error) return;
    // A coupon under its minimum (400), or spent or expired meanwhile (404): said, and let go.
    if (quote.error instanceof ApiError && [400, 404].includes(quote.error.status)) {
      showCouponMessage(quote.error.message, 'danger', UI_TIMINGS_MS.couponRefusalDisplay);
      setCouponId(null);
    } else console.error('Could not get the quote', quote.error);
  }, [quote.error, showCouponMessage]);

  const payment = useProceedToPayment({
    cart: cart ?? [],
    address,
    coupon,
    totals: totals ?? checkoutTotals({ lines: [] }),
    onVerifyPhone: () => setVerifyingPhone(true),
  });

  function chooseCoupon(chosen: Coupon) {
    if (chosen.couponid !== couponId && localTotals) {
      const refusal = couponRefusal(toCheckoutCoupon(chosen), localTotals.pcSubtotalPaise);
      if (refusal) {
        showCouponMessage(refusal, 'danger', UI_TIMINGS_MS.couponRefusalDisplay);
        return;
      }
    }
    couponMessage.clear();
    setCouponId(toggled(couponId, chosen.couponid));
  }

  if (cart && cart.length === 0) return <Navigate to="/cart" replace />;
  if (expired) return null;

  return (
    <>
      <PageHeading title="Checkout" />
      <div className="container checkout-page">
        {checkout.isError ? (
          <div className="checkout-loading" role="alert">
            <span>We could not start the checkout.</span>
            <Button variant="outline-light" size="sm" onClick={() => void checkout.refetch()}>
              Try again
            </Button>
          </div>
        ) : !cart || !totals ? (
          <div className="checkout-loading" role="status">
            <Spinner animation="border" className="text-accent" aria-hidden="true" />
            <span>Preparing your order...</span>
          </div>
        ) : (
          <div className="row g-4">
            <div className="col-lg-7 checkout-column">
              <OrderSummary cart={cart} />
              <AddressPicker
                addresses={addresses}
                chosenId={addressId}
                onChoose={(chosen) => setAddressId(toggled(addressId, chosen.addressid))}
              />
              <CouponPicker
                coupons={coupons}
                chosenId={couponId}
                onChoose={chooseCoupon}
                message={couponMessage.message}
              />
            </div>
            <div className="col-lg-5">
              <PriceDetails
                totals={totals}
                updating={quote.isFetching}
                busy={payment.busy}
                message={payment.message}
                onProceed={() => void payment.proceed()}
              />
            </div>
          </div>
        )}
      </div>
      <VerifyPhoneModal show={verifyingPhone} onClose={() => setVerifyingPhone(false)} />
    </>
  );
}
