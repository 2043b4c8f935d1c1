import { useReloadUserCart } from '../../features/cart/hooks/user-cart-cache';
import { PaymentSuccessPage } from '../../features/payment/payment-success-page';

/** /payment/success/{id}: once paid, the cart is asked for again, so the navbar's count drops. */
export function PaymentSuccessScreen() {
  const reloadCart = useReloadUserCart();
  return <PaymentSuccessPage reloadCart={reloadCart} />;
}
