import { ConfiguratorPage } from '../../features/configurator/configurator-page';
import { useAddToCart } from '../../lib/cart/add-to-cart';

/** /config: the built PC goes to the cart with the cart's Add To Cart. */
export function ConfiguratorScreen() {
  const cart = useAddToCart();
  return <ConfiguratorPage cart={cart} />;
}
