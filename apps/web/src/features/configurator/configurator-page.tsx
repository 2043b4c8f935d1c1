import './configurator.css';
import { Suspense, useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { AddToCart } from '../../components/add-to-cart/add-to-cart';
import { BuildAccordion } from '../../components/build-accordion/build-accordion';
import { PageHeading } from '../../components/page-heading';
import { useFetchAllComponents } from '../../lib/catalogue/fetch-all-components';
import { lazyOnFirstUse, loadOnFirstUse } from '../../lib/load-on-first-use';
import { usePageTitle } from '../../lib/use-page-title';
import { PriceBar } from './components/price-bar';
import { SummaryPlaceholder } from './components/summary-placeholder';
import { useBuildFlow } from './hooks/use-build-flow';

// The summary (its tabs, picture, EMI table and sharing) shows once a build is complete: its code
// loads with the visitor's first choice, not before the first section can be used.
const summaryModule = loadOnFirstUse(() => import('./components/build-summary'));
const BuildSummary = lazyOnFirstUse(summaryModule, (module) => module.BuildSummary);

/**
 * Build Your Own PC (/config, docs/api/configurator.md). The cart's Add To Cart is handed in by
 * app/routes.
 */
export function ConfiguratorPage({ cart }: { cart: AddToCart }) {
  usePageTitle('Build Your Own PC');
  const components = useFetchAllComponents();
  // A failed component fetch is only logged; the spinner goes away.
  useEffect(() => {
    if (components.error) console.error('Could not load the components', components.error);
  }, [components.error]);
  const flow = useBuildFlow(components.data);
  const started = Object.values(flow.selection).some(Boolean);
  useEffect(() => {
    if (!started) return;
    summaryModule
      .load()
      .catch((error: unknown) => console.error('Could not load the summary', error));
  }, [started]);
  const quoted = flow.price.status === 'priced' ? flow.price.price : null;
  // The server prices a build it cannot sell as it is (a part out of stock): say why.
  const problems = quoted?.problems ?? [];

  return (
    <>
      <PageHeading title="Build Your Own PC">
        <p className="config-lead">
          Choose each part in order. We only offer parts that fit together, then price your PC.
        </p>
      </PageHeading>
      <div className="container config-page">
        {/* Keyed, so the parts arrive as a new element rather than the spinner's box moved and
            resized, which browsers count as a layout shift
            (docs/decisions/057-no-layout-shift.md). */}
        {components.isPending ? (
          <div key="loading" className="config-loading" role="status">
            <Spinner animation="border" className="text-accent" aria-hidden="true" />
            <span>Loading components...</span>
          </div>
        ) : (
          <div key="parts" className="row g-4">
            <div className="col-lg-7">
              <BuildAccordion
                catalogue={components.data}
                selection={flow.selection}
                openSection={flow.openSection}
                guard={flow.guard}
                onToggle={flow.toggleSection}
                onChoose={flow.choose}
                onDismissGuard={flow.dismissGuard}
              />
            </div>
            <div className="col-lg-5">
              {problems.length > 0 && (
                <Alert variant="warning" className="config-problems">
                  {problems.map((problem) => (
                    <p key={problem} className="mb-1">
                      {problem}
                    </p>
                  ))}
                </Alert>
              )}
              {flow.showSummary && flow.build ? (
                <Suspense
                  fallback={<SummaryPlaceholder selection={flow.selection} pricing={false} />}
                >
                  <BuildSummary
                    build={flow.build}
                    itemShort={flow.itemShort ?? ''}
                    price={flow.price}
                    cabinetPosition={flow.cabinetPosition}
                    onStepCabinet={flow.stepCabinet}
                    onAddToCart={() => {
                      const { build, itemShort } = flow;
                      if (!build || !itemShort || cart.busy) return;
                      void cart.add({ itemType: 'PC', item: build, itemShort });
                    }}
                    cartMessage={cart.message}
                  />
                </Suspense>
              ) : (
                <SummaryPlaceholder
                  selection={flow.selection}
                  pricing={flow.price.status === 'pricing'}
                />
              )}
            </div>
          </div>
        )}
      </div>
      {flow.showSummary && <PriceBar price={quoted} />}
    </>
  );
}
