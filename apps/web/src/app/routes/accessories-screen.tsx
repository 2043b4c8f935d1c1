import { AccessoriesPage } from '../../features/accessories/accessories-page';
import { WithAddToCart } from '../../features/cart/components/with-add-to-cart';

/** /accessories: each add-on's card with its own of the cart's Add To Cart. */
export function AccessoriesScreen() {
  return <AccessoriesPage WithAddToCart={WithAddToCart} />;
}
