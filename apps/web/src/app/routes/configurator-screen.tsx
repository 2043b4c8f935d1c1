import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { ConfiguratorPage } from '../../features/configurator/configurator-page';

/** /config: the built PC goes to the cart with the cart's Add To Cart. */
export function ConfiguratorScreen() {
  const cart = useAddToCart();
  return <ConfiguratorPage cart={cart} />;
}
