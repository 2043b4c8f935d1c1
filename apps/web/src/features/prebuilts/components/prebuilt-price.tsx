import { formatInr, rupeesToPaise } from '@shop/domain';
import { displayPriceFromSelling } from '../../../components/pc-build/display-price';

/** The struck-through price, the selling price and the saving of a machine the server priced. */
export function PrebuiltPrice({ updatedPrice }: { updatedPrice: number }) {
  const price = displayPriceFromSelling(rupeesToPaise(updatedPrice));
  return (
    <div className="prebuilt-price">
      <p className="prebuilt-price-figures">
        <span className="visually-hidden">Original price</span>
        <del>{formatInr(price.struckPaise)}</del>
        <span className="visually-hidden">Price</span>
        <span className="prebuilt-price-selling">{formatInr(price.sellingPaise)}</span>
      </p>
      <p className="prebuilt-price-saving">
        You save {formatInr(price.savingPaise)} · Inclusive of GST
      </p>
    </div>
  );
}
