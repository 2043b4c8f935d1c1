import { PrebuiltDetailPage } from '../../features/prebuilts/prebuilt-detail-page';
import { useAddToCart } from '../../lib/cart/add-to-cart';

/** /prebuilts/{useCase}/{id}: the machine goes to the cart with the cart's Add To Cart. */
export function PrebuiltDetailScreen() {
  const cart = useAddToCart();
  return <PrebuiltDetailPage cart={cart} />;
}
