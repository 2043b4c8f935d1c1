import './shared-build.css';
import { rupeesToPaise } from '@shop/domain';
import { useEffect } from 'react';
import Spinner from 'react-bootstrap/Spinner';
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
import { StatusMessage } from '../../components/timed-message';
import { usePageTitle } from '../../lib/use-page-title';
import { useGetBuild } from './api/get-build';

const TITLE = 'Customized with Build Your Own PC Tool';

/**
 * A shared custom build (/builds/{id}) with today's price and stock
 * (docs/api/builds.md#shared-build-screen). The cart's Add To Cart is handed in by app/routes.
 */
export function SharedBuildPage({ cart }: { cart: AddToCart }) {
  usePageTitle(TITLE);
  const { id = '' } = useParams();
  const { data, error } = useGetBuild(id);
  useEffect(() => {
    if (error) console.error(`Could not load build ${id}`, error);
  }, [error, id]);

  // A build that cannot be loaded sends the visitor to the pre-builts.
  if (error) return <Navigate to="/prebuilts" replace />;

  if (!data) {
    return (
      <>
        <PageHeading title={TITLE} />
        <div className="shared-build-loading" role="status">
          <Spinner animation="border" className="text-accent" aria-hidden="true" />
          <span>Loading the build...</span>
        </div>
      </>
    );
  }

  const { item: build } = data;
  const price = displayPriceFromSelling(rupeesToPaise(data.updatedPrice));
  return (
    <>
      <PageHeading title={TITLE}>
        <p className="shared-build-name">{data.itemshort}</p>
      </PageHeading>
      <div className="container shared-build">
        <div className="row g-4">
          <div className="col-lg-5">
            <section className="shared-build-card" aria-label="Price">
              <CabinetPicture
                brand={build.cabinetBrand}
                model={build.cabinetModel}
                colour={build.cabinetColour}
              />
              <PricePanel
                struckPaise={price.struckPaise}
                sellingPaise={price.sellingPaise}
                savingPaise={price.savingPaise}
                tier={price.tier}
                outOfStock={data.stockStatus === 'N'}
                onAddToCart={() => {
                  if (cart.busy) return;
                  void cart.add({ itemType: 'PC', item: build, itemShort: data.itemshort });
                }}
              >
                <Link to="/config" className="btn btn-outline-light">
                  Build your own PC
                </Link>
                <StatusMessage message={cart.message} className="shared-build-cart-message" />
              </PricePanel>
              <EmiEstimate totals={totalsForOnePc(price.sellingPaise)} />
              <PcAssembly build={build} className="mt-3" />
              <PurchaseTermsLinks />
            </section>
          </div>
          <div className="col-lg-7">
            <h2 className="shared-build-heading">Specification</h2>
            <BuildTabs build={build} id="shared-build-tabs" />
          </div>
        </div>
      </div>
    </>
  );
}
