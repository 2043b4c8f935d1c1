import { type PcBuild, warrantyLabel } from '@shop/domain';
import { BUILD_PARTS } from './build-parts';

/** The Features tab: each part's feature list and warranty (99 years reads "Limited Lifetime"). */
export function BuildFeatures({ build }: { build: PcBuild }) {
  return (
    <div className="build-features">
      {BUILD_PARTS.map((part) => {
        const features = build.features[part.key];
        return (
          <section key={part.key} className="build-feature">
            <h3 className="build-feature-title">
              <span className="build-feature-part">{part.label}</span>
              {part.name(build)}
            </h3>
            <p className="build-feature-warranty">
              Warranty: {warrantyLabel(build.warranty[part.key])}
            </p>
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
    </div>
  );
}
