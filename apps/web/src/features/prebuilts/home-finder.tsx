import './prebuilts.css';
import {
  BUDGET_SLIDER,
  DEFAULT_USE_CASE,
  isUseCase,
  MESSAGES,
  overBudgetWords,
  pickWithinBudget,
  type UseCase,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ArrowRight, Cart3 } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import type { AddToCart } from '../../components/add-to-cart/add-to-cart';
import { StatusMessage } from '../../components/timed-message';
import { useHydratingMark } from '../../lib/use-hydrated';
import { useFetchPrebuilts } from './api/fetch-prebuilts';
import { BudgetSlider } from './components/budget-slider';
import { PrebuiltPrice } from './components/prebuilt-price';
import { TierBadge } from './components/tier-badge';
import { UseCasePicker } from './components/use-case-picker';
import { useSettledValue } from './hooks/use-settled-value';
import { prebuiltPath } from './prebuilt-path';

/**
 * Home's finder (the hero's use-case filter, budget slider and one pre-built): the best match for
 * the choices, asked again once the slider rests. Its Add To Cart, handed in by app/routes, tells
 * a visitor who is not signed in to log in rather than adding it
 * (docs/api/prebuilts.md#home-finder).
 */
export function HomePrebuiltFinder({ cart }: { cart: AddToCart }) {
  const [useCase, setUseCase] = useState<UseCase | null>(
    isUseCase(DEFAULT_USE_CASE) ? DEFAULT_USE_CASE : null,
  );
  const [price, setPrice] = useState<number>(BUDGET_SLIDER.defaultRupees);
  const settledPrice = useSettledValue(price);
  const { data, error, isFetching } = useFetchPrebuilts(useCase, settledPrice);
  const hydrating = useHydratingMark();
  useEffect(() => {
    if (error) console.error('Could not find a pre-built for home', error);
  }, [error]);
  // Within the budget when the answer has one; otherwise the pick says it is over
  // (docs/decisions/105-the-finder-says-when-it-is-over-budget.md).
  const best = data ? pickWithinBudget(data, settledPrice) : undefined;
  const over = best ? overBudgetWords(best.updatedPrice, settledPrice) : null;

  return (
    <section className="home-finder" aria-labelledby="home-finder-title" {...hydrating}>
      <h2 id="home-finder-title" className="home-finder-title">
        Find your pre-built
      </h2>
      <UseCasePicker value={useCase} onChange={setUseCase} compact />
      <BudgetSlider value={price} onChange={setPrice} />
      <div className="home-finder-result" aria-live="polite" aria-busy={isFetching}>
        {useCase === null ? (
          <p className="home-finder-note">{MESSAGES.cart.selectUseCase}</p>
        ) : error ? (
          <p className="home-finder-note">
            We could not find a pre-built just now.{' '}
            <Link to="/prebuilts">Browse all pre-builts</Link>
          </p>
        ) : !data ? (
          <div className="home-finder-note" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" /> Finding your PC...
          </div>
        ) : !best ? (
          <p className="home-finder-note">
            No pre-built for this use yet. <Link to="/config">Build your own</Link>
          </p>
        ) : (
          <article className="home-finder-pc" aria-labelledby="home-finder-pc-name">
            <div className="home-finder-pc-head">
              <h3 id="home-finder-pc-name" className="home-finder-pc-name">
                {best.name}
              </h3>
              <TierBadge tier={best.tier} />
            </div>
            <p className="home-finder-pc-short">{best.pcShort}</p>
            <PrebuiltPrice updatedPrice={best.updatedPrice} />
            {over && <p className="home-finder-over mb-2">{over}</p>}
            {best.stockStatus === 'N' && (
              <p className="text-accent mb-2">{MESSAGES.cart.outOfStock}</p>
            )}
            <div className="home-finder-pc-actions">
              <Button
                variant="accent"
                disabled={cart.busy || best.stockStatus === 'N'}
                onClick={() =>
                  void cart.add({
                    itemType: 'PB',
                    item: { id: best.id, useCase: best.useCase },
                    itemShort: best.pcShort,
                  })
                }
              >
                <Cart3 aria-hidden="true" /> Add To Cart
              </Button>
              <Link to={prebuiltPath(best)} className="btn btn-outline-light">
                Details <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            <StatusMessage message={cart.message} className="home-finder-message" />
          </article>
        )}
      </div>
    </section>
  );
}
