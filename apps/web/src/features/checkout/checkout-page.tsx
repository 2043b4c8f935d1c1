import './checkout.css';
import {
  checkoutTotals,
  couponRefusal,
  isCouponActive,
  LOAD_FAILURE_MESSAGES,
  toCheckoutLines,
  totalsOfQuote,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useTimedMessage } from '../../components/timed-message';
import { hasErrorCode } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useStartCheckout } from './api/checkout';
import { useQuote } from './api/quote';
import { checkoutSessionEnd, toCheckoutCoupon, toggled } from './checkout-rules';
import type { Address, Coupon, UserCart } from './checkout-types';
import { AddressPicker } from './components/address-picker';
import { CouponPicker } from './components/coupon-picker';
import { OrderSummary } from './components/order-summary';
import { PriceDetails } from './components/price-details';
import { useCheckoutSessionExpiry } from './hooks/use-checkout-session-expiry';
import { useProceedToPayment } from './hooks/use-proceed-to-payment';

/** The account's Verify Phone Number dialog, composed in by app/routes. */
export type VerifyPhoneDialog = ComponentType<{ show: boolean; onClose: () => void }>;

/**
 * /checkout (docs/api/checkout.md#checkout-screen): order summary, address, coupon, totals and
 * Proceed to Payment. The user's cart and the account's dialog are composed in by app/routes.
 */
export function CheckoutPage({
  VerifyPhoneDialog,
  userCart,
}: {
  VerifyPhoneDialog: VerifyPhoneDialog;
  userCart: UserCart;
}) {
  usePageTitle('Checkout');
  const { userId, details } = useSession();
  const checkout = useStartCheckout(userId, userCart.replace);
  // The cart as /checkout answered it (and as updateCart answers it after), never the seed.
  const cart = checkout.isSuccess ? userCart.lines : undefined;
  const expired = useCheckoutSessionExpiry(cart ? checkoutSessionEnd(cart) : null);
  const [addressId, setAddressId] = useState<Address['addressid'] | null>(null);
  const [couponId, setCouponId] = useState<Coupon['couponid'] | null>(null);
  const [verifyingPhone, setVerifyingPhone] = useState(false);
  const couponMessage = useTimedMessage();

  const addresses = details?.addresses ?? [];
  const coupons = (details?.coupons ?? []).filter((c) => isCouponActive(c.validity));
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
  const totals = quote.data ? totalsOfQuote(quote.data) : localTotals;

  const { show: showCouponMessage } = couponMessage;
  useEffect(() => {
    if (!quote.error) return;
    // A coupon under its minimum, or spent or expired meanwhile: said, and let go.
    if (hasErrorCode(quote.error, 'COUPON_BELOW_MINIMUM', 'COUPON_NOT_FOUND')) {
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
    replaceCart: userCart.replace,
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
            <span>{LOAD_FAILURE_MESSAGES.checkout}</span>
            <Button variant="outline-light" size="sm" onClick={() => void checkout.refetch()}>
              {LOAD_FAILURE_MESSAGES.tryAgain}
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
      <VerifyPhoneDialog show={verifyingPhone} onClose={() => setVerifyingPhone(false)} />
    </>
  );
}
