import { type CartProduct, productColour } from '@shop/domain';
import { AccessoryPicture } from './accessory-picture';
import { PcTowerPicture } from './pc-tower-picture';

/**
 * A cart line's or an order's picture, drawn from its product like the screen it was sold on: an
 * add-on's own drawing, or a PC tower in its cabinet's colour.
 */
export function ProductPicture({
  product,
  name,
  className,
}: {
  /** A line's product, or an order's (asLineProduct). */
  product: CartProduct;
  name: string;
  className: string;
}) {
  const colour = productColour(product);
  if (product.itemType !== 'PC' && product.itemType !== 'PB') {
    return (
      <AccessoryPicture
        category={product.itemType}
        colour={colour}
        name={name}
        className={className}
      />
    );
  }
  return <PcTowerPicture colour={colour} name={name} className={className} />;
}
