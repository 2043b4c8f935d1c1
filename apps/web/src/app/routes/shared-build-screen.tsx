import { SharedBuildPage } from '../../features/builds/shared-build-page';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';

/** /builds/{id}: the shared build goes to the cart with the cart's Add To Cart. */
export function SharedBuildScreen() {
  const cart = useAddToCart();
  return <SharedBuildPage cart={cart} />;
}
