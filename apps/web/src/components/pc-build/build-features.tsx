import { type PcBuild, warrantyLabel } from '@shop/domain';
import { PcAssembly } from '../product-facts/pc-assembly';
import { ProductFactsList, PurchaseTermsLinks } from '../product-facts/product-facts';
import { BUILD_PARTS } from './build-parts';

/**
 * The Features tab: where the PC is assembled and its parts are made, then each part's feature
 * list, warranty (99 years reads "Limited Lifetime"), origin, maker and importer, and the terms.
 */
export function BuildFeatures({ build }: { build: PcBuild }) {
  return (
    <div className="build-features">
      <PcAssembly build={build} className="build-features-assembly" />
      {BUILD_PARTS.map((part) => {
        const features = build.features[part.key];
        const facts = build.facts?.[part.key] ?? null;
        const warranty = warrantyLabel(build.warranty[part.key]);
        return (
          <section key={part.key} className="build-feature">
            <h3 className="build-feature-title">
              <span className="build-feature-part">{part.label}</span>
              {part.name(build)}
            </h3>
            {facts ? (
              <ProductFactsList facts={facts} warranty={warranty} />
            ) : (
              <p className="build-feature-warranty">Warranty: {warranty}</p>
            )}
            {features.length > 0 && (
              <ul className="build-feature-list">
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <PurchaseTermsLinks className="build-features-terms" />
    </div>
  );
}
