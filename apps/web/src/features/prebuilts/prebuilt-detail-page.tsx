import './prebuilts.css';
import { isUseCase, labelOfUseCase, rupeesToPaise } from '@shop/domain';
import { useEffect } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { ArrowLeft } from 'react-bootstrap-icons';
import { Link, Navigate, useParams } from 'react-router';
import type { AddToCart } from '../../components/add-to-cart/add-to-cart';
import { EmiEstimate, totalsForOnePc } from '../../components/emi/emi-estimate';
import { PageHeading } from '../../components/page-heading';
import { BuildTabs } from '../../components/pc-build/build-tabs';
import { CabinetPicture } from '../../components/pc-build/cabinet-picture';
import { displayPriceFromSelling } from '../../components/pc-build/display-price';
import { PricePanel } from '../../components/pc-build/price-panel';
import { PcAssembly } from '../../components/product-facts/pc-assembly';
import { PurchaseTermsLinks } from '../../components/product-facts/product-facts';
import { StaffPhoto } from '../../components/staff-photo/staff-photo';
import { StatusMessage } from '../../components/timed-message';
import { usePageTitle } from '../../lib/use-page-title';
import { useGetPc } from './api/get-pc';
import { TierBadge } from './components/tier-badge';

const LOADING_TITLE = 'Pre-Built PC';

/**
 * /prebuilts/{useCase}/{id}: one machine with today's price and stock, its three tabs and Add To
 * Cart (docs/api/prebuilts.md#detail-screen), the cart's, handed in by app/routes. A machine that
 * cannot be loaded sends the visitor to /prebuilts.
 */
export function PrebuiltDetailPage({ cart }: { cart: AddToCart }) {
  const { useCase = '', id = '' } = useParams();
  const { data, error } = useGetPc(useCase, id);
  usePageTitle(data?.name ?? LOADING_TITLE);
  useEffect(() => {
    if (error) console.error(`Could not load pre-built ${useCase}/${id}`, error);
  }, [error, useCase, id]);

  if (error || !isUseCase(useCase)) return <Navigate to="/prebuilts" replace />;

  if (!data) {
    return (
      <>
        <PageHeading title={LOADING_TITLE} />
        <div className="prebuilt-loading" role="status">
          <Spinner animation="border" className="text-accent" aria-hidden="true" />
          <span>Loading the PC...</span>
        </div>
      </>
    );
  }

  const { pc } = data;
  const price = displayPriceFromSelling(rupeesToPaise(data.updatedPrice));
  return (
    <>
      <PageHeading title={data.name}>
        <p className="prebuilt-detail-kind">
          <TierBadge tier={data.tier} /> {labelOfUseCase(data.useCase)} pre-built
        </p>
        <p className="prebuilt-detail-short">{data.pcShort}</p>
      </PageHeading>
      <div className="container prebuilt-detail">
        <div className="row g-4">
          <div className="col-lg-5">
            <section className="prebuilt-detail-card" aria-label="Price">
              <StaffPhoto
                kind="prebuilt"
                itemId={data.id}
                photos={data.photos}
                sizes="(min-width: 992px) 40vw, 100vw"
                eager
                fallback={
                  <CabinetPicture
                    brand={pc.cabinetBrand}
                    model={pc.cabinetModel}
                    colour={pc.cabinetColour}
                  />
                }
              />
              <PricePanel
                struckPaise={price.struckPaise}
                sellingPaise={price.sellingPaise}
                savingPaise={price.savingPaise}
                tier={null}
                outOfStock={data.stockStatus === 'N'}
                onAddToCart={() => {
                  if (cart.busy) return;
                  void cart.add({
                    itemType: 'PB',
                    item: { id: data.id, useCase: data.useCase },
                    itemShort: data.pcShort,
                  });
                }}
              >
                <Link to="/prebuilts" className="btn btn-outline-light">
                  <ArrowLeft aria-hidden="true" /> Back to Pre-Builts
                </Link>
                <StatusMessage message={cart.message} className="prebuilt-cart-message" />
              </PricePanel>
              <EmiEstimate totals={totalsForOnePc(price.sellingPaise)} />
              <PcAssembly build={pc} className="mt-3" />
              <PurchaseTermsLinks />
            </section>
          </div>
          <div className="col-lg-7">
            <p className="prebuilt-detail-description">{data.description}</p>
            <h2 className="prebuilt-detail-heading">Specification</h2>
            <BuildTabs build={pc} id="prebuilt-tabs" />
          </div>
        </div>
      </div>
    </>
  );
}
