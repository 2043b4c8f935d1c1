import { HomePrebuiltFinder } from '../../features/prebuilts/home-finder';
import { useAddToCart } from '../../lib/cart/add-to-cart';

/**
 * Home's pre-built finder with the cart's Add To Cart, which tells a visitor who is not signed in
 * to log in (docs/api/prebuilts.md#home-finder). Loaded beside home, as the finder was.
 */
export function HomeFinderWithCart() {
  const cart = useAddToCart({ refuseGuests: true });
  return <HomePrebuiltFinder cart={cart} />;
}
