import { type BuildPrice, formatInr } from '@shop/domain';

/** Phones only: the server's price stays in view at the bottom while the visitor scrolls. */
export function PriceBar({ price }: { price: BuildPrice | null }) {
  return (
    <div className="config-price-bar d-lg-none">
      <div className="config-price-bar-figures">
        <span className="config-price-bar-tier">{price?.tier ?? 'Your PC'}</span>
        <span className="config-price-bar-price">
          {price ? formatInr(price.sellingPricePaise) : 'Calculating...'}
        </span>
        {price && <span className="config-price-bar-gst">incl. GST</span>}
      </div>
      <a className="btn btn-accent btn-sm" href="#config-summary">
        View summary
      </a>
    </div>
  );
}
