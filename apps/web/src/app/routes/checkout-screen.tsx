import { VerifyPhoneModal } from '../../features/account/components/verify-phone-modal';
import { useSetUserCart, useUserCart } from '../../features/cart/hooks/user-cart-cache';
import { CheckoutPage } from '../../features/checkout/checkout-page';

/**
 * /checkout: the cart is the cart's one cache, so the navbar's count follows what checkout
 * answers; paying asks an unverified buyer to verify their phone with the account's dialog.
 */
export function CheckoutScreen() {
  const { data: lines } = useUserCart();
  const replace = useSetUserCart();
  return <CheckoutPage VerifyPhoneDialog={VerifyPhoneModal} userCart={{ lines, replace }} />;
}
