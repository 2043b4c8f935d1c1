import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { PrebuiltDetailPage } from '../../features/prebuilts/prebuilt-detail-page';

/** /prebuilts/{useCase}/{id}: the machine goes to the cart with the cart's Add To Cart. */
export function PrebuiltDetailScreen() {
  const cart = useAddToCart();
  return <PrebuiltDetailPage cart={cart} />;
}
