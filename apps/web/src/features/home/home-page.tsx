import { useTransparentNavbar } from '../../lib/navbar-transparency';
import { usePageTitle } from '../../lib/use-page-title';
import { BusinessBlock } from './components/business-block';
import { FreeShippingBanner } from './components/free-shipping-banner';
import { HeroSection } from './components/hero-section';
import { PartnerStrip } from './components/partner-strip';
import { PromoSections } from './components/promo-sections';
import { SellingPoints } from './components/selling-points';
import { TrustBanner } from './components/trust-banner';

/**
 * SPEC §2 home, in order. The pre-built finder, callback form, FAQ and reviews arrive with their
 * features and slot in where the spec places them.
 */
export function HomePage() {
  usePageTitle('Custom Gaming & Workstation PCs');
  useTransparentNavbar();
  return (
    <div className="home-page">
      <HeroSection />
      <TrustBanner />
      <PromoSections />
      <SellingPoints />
      <FreeShippingBanner />
      <BusinessBlock />
      <PartnerStrip />
    </div>
  );
}
