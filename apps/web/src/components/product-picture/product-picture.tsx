import { ACCESSORY_CATEGORIES, type AccessoryCategory } from '@shop/domain';
import { AccessoryPicture } from './accessory-picture';
import { PcTowerPicture } from './pc-tower-picture';

const isAccessory = (type: string): type is AccessoryCategory =>
  (ACCESSORY_CATEGORIES as readonly string[]).includes(type);

/**
 * The colour a product carries: an add-on's `colour`, a build's `cabinetColour`, or that of a
 * pre-built's build (under `pc`).
 */
export function productColour(product: unknown): string {
  if (typeof product !== 'object' || product === null) return '';
  const { colour, cabinetColour, pc } = product as {
    colour?: unknown;
    cabinetColour?: unknown;
    pc?: unknown;
  };
  if (typeof colour === 'string') return colour;
  if (typeof cabinetColour === 'string') return cabinetColour;
  return pc === undefined ? '' : productColour(pc);
}

/**
 * A cart line's or an order's picture, drawn from its product like the screen it was sold on: an
 * add-on's own drawing, or a PC tower in its cabinet's colour.
 */
export function ProductPicture({
  itemType,
  product,
  name,
  className,
}: {
  itemType: string;
  product: unknown;
  name: string;
  className: string;
}) {
  const colour = productColour(product);
  if (isAccessory(itemType)) {
    return (
      <AccessoryPicture category={itemType} colour={colour} name={name} className={className} />
    );
  }
  return <PcTowerPicture colour={colour} name={name} className={className} />;
}
