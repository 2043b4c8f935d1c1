import { ACCESSORY_CATEGORIES, type AccessoryCategory, type CartItem } from '@shop/domain';
import { AccessoryPicture } from '../../../lib/cart/pictures/accessory-picture';
import { PcTowerPicture } from '../../../lib/cart/pictures/pc-tower-picture';

const isAccessory = (type: string): type is AccessoryCategory =>
  (ACCESSORY_CATEGORIES as readonly string[]).includes(type);

/** An add-on carries `colour`, a build `cabinetColour`: the pictures are drawn in it. */
function colourOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const { colour, cabinetColour } = item as { colour?: unknown; cabinetColour?: unknown };
  if (typeof colour === 'string') return colour;
  return typeof cabinetColour === 'string' ? cabinetColour : '';
}

export function LinePicture({ line }: { line: Pick<CartItem, 'itemType' | 'item' | 'title'> }) {
  const colour = colourOf(line.item);
  if (isAccessory(line.itemType)) {
    return (
      <AccessoryPicture
        category={line.itemType}
        colour={colour}
        name={line.title}
        className="checkout-line-picture"
      />
    );
  }
  return <PcTowerPicture colour={colour} name={line.title} className="checkout-line-picture" />;
}
