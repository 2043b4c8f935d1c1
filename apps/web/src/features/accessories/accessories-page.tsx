import './accessories.css';
import { ACCESSORY_CATEGORIES, LOAD_FAILURE_MESSAGES } from '@shop/domain';
import { useEffect } from 'react';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import { useSearchParams } from 'react-router';
import type { WithAddToCart } from '../../components/add-to-cart/add-to-cart';
import { HydratesOnItsOwn } from '../../components/hydrates-on-its-own/hydrates-on-its-own';
import { PageHeading } from '../../components/page-heading';
import { PurchaseTermsLinks } from '../../components/product-facts/product-facts';
import { usePageTitle } from '../../lib/use-page-title';
import { useFetchAccessories } from './api/fetch-accessories';
import { CATEGORY_LABELS, categoryFrom } from './categories';
import { AccessoryCard } from './components/accessory-card';

/**
 * Add-Ons (/accessories, docs/api/accessories.md#add-ons-screen): the five categories as tabs, each
 * a grid of products, each card with the cart's Add To Cart (`WithAddToCart`, from app/routes).
 */
export function AccessoriesPage({ WithAddToCart }: { WithAddToCart: WithAddToCart }) {
  usePageTitle('Add-Ons');
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  const accessories = useFetchAccessories();
  useEffect(() => {
    if (accessories.error) console.error('Could not load the add-ons', accessories.error);
  }, [accessories.error]);

  return (
    <>
      <PageHeading title="Add-Ons">
        <p className="accessories-lead">
          Monitors, keyboards, mice, headsets and simulators to complete your setup. Prices include
          GST.
        </p>
        {/* Said up front, as checkout refuses a cart of add-ons alone
            (docs/api/accessories.md#add-ons-screen). */}
        <p className="accessories-lead">
          Add-ons ship with a PC: order them together with a custom build or a pre-built.
        </p>
      </PageHeading>
      <div className="container accessories-page">
        <Tab.Container
          id="accessories"
          activeKey={category}
          // Only the open category's cards are in the page; a fade would keep two for a moment.
          transition={false}
          onSelect={(key) => key && setParams({ category: key }, { replace: true })}
        >
          <Nav variant="pills" className="accessories-tabs" aria-label="Add-on categories">
            {ACCESSORY_CATEGORIES.map((each) => (
              <Nav.Item key={each}>
                <Nav.Link eventKey={each}>{CATEGORY_LABELS[each]}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          {/* Keyed, so the cards arrive as new elements rather than the spinner's box moved. */}
          {accessories.isPending ? (
            <div key="loading" className="accessories-status" role="status">
              <Spinner animation="border" className="text-accent" aria-hidden="true" />
              <span>Loading add-ons...</span>
            </div>
          ) : accessories.isError ? (
            <p key="failed" className="accessories-status" role="alert">
              {LOAD_FAILURE_MESSAGES.addOns}
            </p>
          ) : (
            <Tab.Content key="cards">
              {ACCESSORY_CATEGORIES.map((each) => (
                <Tab.Pane key={each} eventKey={each} mountOnEnter unmountOnExit>
                  <div className="accessories-grid">
                    {accessories.data
                      .filter((accessory) => accessory.category === each)
                      .map((accessory) => (
                        // Each card of a page sent as HTML hydrates on its own, first when tapped.
                        <HydratesOnItsOwn key={accessory.id}>
                          <WithAddToCart>
                            {(cart) => <AccessoryCard accessory={accessory} cart={cart} />}
                          </WithAddToCart>
                        </HydratesOnItsOwn>
                      ))}
                  </div>
                </Tab.Pane>
              ))}
            </Tab.Content>
          )}
        </Tab.Container>
        {/* Below the cards once they are in: drawn under the spinner, the links would be pushed
            down when the cards arrive (docs/decisions/057-no-layout-shift.md). */}
        {!accessories.isPending && <PurchaseTermsLinks className="accessories-terms" />}
      </div>
    </>
  );
}
