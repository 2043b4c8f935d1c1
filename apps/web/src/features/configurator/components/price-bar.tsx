import { formatInr } from '@shop/domain';
import type { BuildPrice } from '../api/price-build';

/** Phones only: the server's price stays in view at the bottom while the visitor scrolls. */
export function PriceBar({ price }: { price: BuildPrice | null }) {
  return (
    <div className="config-price-bar d-lg-none">
      <div className="config-price-bar-figures">
        <span className="config-price-bar-tier">{price?.tier ?? 'Your PC'}</span>
        <span className="config-price-bar-price">
          {price ? formatInr(price.sellingPricePaise) : 'Calculating...'}
        </span>
      </div>
      <a className="btn btn-accent btn-sm" href="#config-summary">
        View summary
      </a>
    </div>
  );
}
