import { ACCESSORY_CATEGORIES, type AccessoryCategory } from '@shop/domain';
import { AccessoryPicture } from '../../../lib/cart/pictures/accessory-picture';
import { PcTowerPicture } from '../../../lib/cart/pictures/pc-tower-picture';
import { type Order, productColour } from '../order-types';

const isAccessory = (type: string): type is AccessoryCategory =>
  (ACCESSORY_CATEGORIES as readonly string[]).includes(type);

/** The ordered product drawn as the cart drew it. */
export function OrderPicture({ order }: { order: Order }) {
  const colour = productColour(order);
  if (isAccessory(order.itemType)) {
    return (
      <AccessoryPicture
        category={order.itemType}
        colour={colour}
        name={order.title}
        className="order-picture"
      />
    );
  }
  return <PcTowerPicture colour={colour} name={order.title} className="order-picture" />;
}
