import type { ReactNode } from 'react';
import { HydratesOnItsOwn } from '../../components/hydrates-on-its-own/hydrates-on-its-own';
import { lazyOnFirstUse, loadOnFirstUse } from '../../lib/load-on-first-use';
import { usePageTitle } from '../../lib/use-page-title';
import { BusinessBlock } from './components/business-block';
import { FreeShippingBanner } from './components/free-shipping-banner';
import { HeroSection } from './components/hero-section';
import { PartnerStrip } from './components/partner-strip';
import { PromoSections } from './components/promo-sections';
import { SellingPoints } from './components/selling-points';
import { TrustBanner } from './components/trust-banner';

// Below the fold: the FAQ's tabs and accordion and the reviews carousel load beside the page, not
// before it (docs/decisions/056-initial-javascript-budget.md).
const FaqSection = lazyOnFirstUse(
  loadOnFirstUse(() => import('./components/faq-section')),
  (module) => module.FaqSection,
);
const ReviewsSection = lazyOnFirstUse(
  loadOnFirstUse(() => import('./components/reviews-section')),
  (module) => module.ReviewsSection,
);

/**
 * Home, its eight sections in order (docs/api/screens.md#home). The pre-built finder (in the
 * hero) and the callback form (section 4) belong to other features: the home screen in
 * app/routes hands them in.
 */
export function HomePage({
  prebuiltFinder,
  callbackForm,
}: {
  prebuiltFinder?: ReactNode;
  callbackForm?: ReactNode;
}) {
  usePageTitle('Custom Gaming & Workstation PCs');
  return (
    <div className="home-page">
      <HeroSection finder={prebuiltFinder} />
      {/* Below the hero, each section of a prerendered home hydrates on its own, once near the
          screen or once the visitor does anything (docs/decisions/117-lower-parts-hydrate-when-near-the-screen.md). */}
      <HydratesOnItsOwn whenNear>
        <TrustBanner />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn whenNear>
        <PromoSections />
      </HydratesOnItsOwn>
      {callbackForm}
      <HydratesOnItsOwn whenNear>
        <SellingPoints />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn
        whenNear
        fallback={<div className="faq-section-placeholder" aria-hidden="true" />}
      >
        <FaqSection />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn whenNear>
        <ReviewsSection />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn whenNear>
        <FreeShippingBanner />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn whenNear>
        <BusinessBlock />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn whenNear>
        <PartnerStrip />
      </HydratesOnItsOwn>
    </div>
  );
}
