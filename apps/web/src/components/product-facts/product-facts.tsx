import './product-facts.css';
import { type ProductFacts, PURCHASE_TERMS_LINKS } from '@shop/domain';
import { Link } from 'react-router';

/**
 * A product's origin, maker and importer, and its warranty as the catalogue states it
 * (docs/api/product-facts.md#on-screen).
 */
export function ProductFactsList({
  facts,
  warranty,
  className,
}: {
  facts: ProductFacts;
  /** The warranty as worded for this product ("3 Years", "Limited Lifetime"). */
  warranty?: string;
  className?: string;
}) {
  return (
    <dl className={['product-facts', className].filter(Boolean).join(' ')}>
      <div>
        <dt>Country of origin</dt>
        <dd>{facts.origin}</dd>
      </div>
      <div>
        <dt>Manufacturer</dt>
        <dd>{facts.maker}</dd>
      </div>
      {facts.importer && (
        <div>
          <dt>Importer</dt>
          <dd>{facts.importer}</dd>
        </div>
      )}
      {warranty && (
        <div>
          <dt>Warranty</dt>
          <dd>{warranty}</dd>
        </div>
      )}
    </dl>
  );
}

/** Links to the returns, refund and delivery terms, shown wherever a product is sold. */
export function PurchaseTermsLinks({ className }: { className?: string }) {
  return (
    <nav
      className={['purchase-terms', className].filter(Boolean).join(' ')}
      aria-label="Returns, refunds and delivery"
    >
      {PURCHASE_TERMS_LINKS.map((link) => (
        <Link key={link.to} to={link.to}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
