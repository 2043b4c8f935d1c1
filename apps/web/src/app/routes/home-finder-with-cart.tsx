import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { HomePrebuiltFinder } from '../../features/prebuilts/home-finder';

/**
 * Home's pre-built finder with the cart's Add To Cart, which tells a visitor who is not signed in
 * to log in (docs/api/prebuilts.md#home-finder). Loaded beside home, as the finder was.
 */
export function HomeFinderWithCart() {
  const cart = useAddToCart({ refuseGuests: true });
  return <HomePrebuiltFinder cart={cart} />;
}
