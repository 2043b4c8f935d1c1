import './checkout.css';
import {
  checkoutTotals,
  isCouponActive,
  LOAD_FAILURE_MESSAGES,
  totalsOfQuote,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { type ComponentType, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useTimedMessage } from '../../components/timed-message';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useStartCheckout } from './api/checkout';
import { checkoutSessionEnd, couponChoiceRefusal, quoteFor, toggled } from './checkout-rules';
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
  // The cart as /checkout answered it, never the seed.
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

  // The server's figures for the coupon chosen, from what checkout opened with: no call per choice.
  const quotes = checkout.data;
  const totals = quotes && totalsOfQuote(quoteFor(quotes, coupon && String(coupon.couponid)));

  const payment = useProceedToPayment({
    cart: cart ?? [],
    address,
    coupon,
    totals: totals ?? checkoutTotals({ lines: [] }),
    onVerifyPhone: () => setVerifyingPhone(true),
    onCouponRefused: () => setCouponId(null),
  });

  function chooseCoupon(chosen: Coupon) {
    if (chosen.couponid !== couponId && quotes) {
      const refusal = couponChoiceRefusal(quotes, String(chosen.couponid));
      if (refusal) {
        couponMessage.show(refusal, 'danger', UI_TIMINGS_MS.couponRefusalDisplay);
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
