import type { PcBuild } from '@shop/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ListUl } from 'react-bootstrap-icons';
import { EmiEstimate, totalsForOnePc } from '../../../components/emi/emi-estimate';
import { BuildTabs } from '../../../components/pc-build/build-tabs';
import { CabinetPicture } from '../../../components/pc-build/cabinet-picture';
import { PricePanel } from '../../../components/pc-build/price-panel';
import { PcAssembly } from '../../../components/product-facts/pc-assembly';
import { StatusMessage, type TimedMessage } from '../../../components/timed-message';
import type { CabinetPosition, PriceState } from '../hooks/use-build-flow';
import { CabinetStepper } from './cabinet-stepper';
import { ShareBuild } from './share-build';
import { SpecDialog } from './spec-dialog';

type BuildSummaryProps = {
  build: PcBuild;
  /** The build's one-line name, as the shop names it. */
  itemShort: string;
  price: PriceState;
  cabinetPosition: CabinetPosition | null;
  onStepCabinet: (direction: 1 | -1) => void;
  onAddToCart?: () => void;
  /** The cart's answer to Add To Cart ("Item added to cart!"...), shown for 2 s. */
  cartMessage?: TimedMessage | null;
};

/**
 * The summary once the build is priced (docs/api/configurator.md#summary): cabinet picture with
 * previous/next, the server's prices, Add To Cart, share, the specification dialog and the three
 * tabs.
 */
export function BuildSummary({
  build,
  itemShort,
  price,
  cabinetPosition,
  onStepCabinet,
  onAddToCart,
  cartMessage = null,
}: BuildSummaryProps) {
  const [showSpec, setShowSpec] = useState(false);
  const quoted = price.status === 'priced' ? price.price : null;
  return (
    <section id="config-summary" className="config-summary" aria-labelledby="config-summary-title">
      <h2 id="config-summary-title" className="config-summary-title">
        Your PC
      </h2>
      <CabinetPicture
        brand={build.cabinetBrand}
        model={build.cabinetModel}
        colour={build.cabinetColour}
      />
      <CabinetStepper position={cabinetPosition} onStep={onStepCabinet} />
      <PricePanel
        struckPaise={quoted?.struckPricePaise ?? 0}
        sellingPaise={quoted?.sellingPricePaise ?? 0}
        savingPaise={quoted?.savingPaise ?? 0}
        tier={quoted?.tier ?? null}
        pricing={!quoted}
        onAddToCart={onAddToCart}
      >
        <div className="config-summary-secondary">
          <Button variant="outline-light" onClick={() => setShowSpec(true)}>
            <ListUl aria-hidden="true" /> PC Specification
          </Button>
          {quoted && (
            <ShareBuild
              key={selectionKey(build)}
              build={build}
              itemShort={itemShort}
              price={quoted}
            />
          )}
        </div>
        <StatusMessage message={cartMessage} className="config-summary-cart-message" />
      </PricePanel>
      {quoted && <EmiEstimate totals={totalsForOnePc(quoted.sellingPricePaise)} />}
      <PcAssembly build={build} className="config-summary-assembly" />
      <BuildTabs build={build} id="config-summary-tabs" />
      <SpecDialog build={build} show={showSpec} onHide={() => setShowSpec(false)} />
    </section>
  );
}

/** A new part means a new build: its share link must be made again. */
function selectionKey(build: PcBuild): string {
  return Object.values(build.selection).join('|');
}
