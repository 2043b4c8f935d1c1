import { VerifyPhoneModal } from '../../features/account/components/verify-phone-modal';
import { CheckoutPage } from '../../features/checkout/checkout-page';

/** /checkout: paying asks an unverified buyer to verify their phone with the account's dialog. */
export function CheckoutScreen() {
  return <CheckoutPage VerifyPhoneDialog={VerifyPhoneModal} />;
}
