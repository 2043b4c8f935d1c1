import { ACCESSORY_CATEGORIES, type AccessoryCategory } from '@shop/domain';
import { AccessoryPicture } from '../../../lib/cart/pictures/accessory-picture';
import { PcTowerPicture } from '../../../lib/cart/pictures/pc-tower-picture';
import type { PricedLine } from '../cart-rules';

const isAccessory = (type: string): type is AccessoryCategory =>
  (ACCESSORY_CATEGORIES as readonly string[]).includes(type);

/** The colour the server's item carries: an add-on's `colour`, a build's `cabinetColour`. */
function colourOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const { colour, cabinetColour } = item as { colour?: unknown; cabinetColour?: unknown };
  if (typeof colour === 'string') return colour;
  return typeof cabinetColour === 'string' ? cabinetColour : '';
}

/** A cart line's picture, drawn from its item like the screen it was added from. */
export function LinePicture({ line }: { line: PricedLine }) {
  const colour = colourOf(line.item);
  if (isAccessory(line.itemType)) {
    return (
      <AccessoryPicture
        category={line.itemType}
        colour={colour}
        name={line.title}
        className="cart-line-picture"
      />
    );
  }
  return <PcTowerPicture colour={colour} name={line.title} className="cart-line-picture" />;
}
