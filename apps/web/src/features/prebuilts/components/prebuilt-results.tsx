import {
  byGamingScore,
  formatInr,
  labelOfUseCase,
  PREBUILT_MATCHING,
  type PrebuiltOffer,
  rupeesToPaise,
  type UseCase,
} from '@shop/domain';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { PrebuiltCard } from './prebuilt-card';

type Order = 'match' | 'fps';

/** Find My PC's answer, best match first; gaming machines can be ordered by estimated FPS. */
export function PrebuiltResults({
  pcs,
  searched,
  onPcInfo,
}: {
  pcs: PrebuiltOffer[];
  searched: { useCase: UseCase; price: number };
  onPcInfo: (offer: PrebuiltOffer) => void;
}) {
  const [order, setOrder] = useState<Order>('match');
  const budget = formatInr(rupeesToPaise(searched.price));
  const label = labelOfUseCase(searched.useCase);
  const near = pcs.some(
    (pc) =>
      pc.updatedPrice >= searched.price * (1 - PREBUILT_MATCHING.bandBelowPercent / 100) &&
      pc.updatedPrice <= searched.price * (1 + PREBUILT_MATCHING.bandAbovePercent / 100),
  );
  const gaming = searched.useCase === 'gaming';
  const shown = gaming && order === 'fps' ? byGamingScore(pcs) : pcs;
  return (
    <section className="prebuilt-results" aria-labelledby="prebuilt-results-title">
      <div className="prebuilt-results-head">
        <div>
          <h2 id="prebuilt-results-title" className="prebuilt-results-title">
            {pcs.length === 1 ? `1 ${label} PC` : `${pcs.length} ${label} PCs`} for {budget}
          </h2>
          {!near && pcs.length > 0 && (
            <p className="text-secondary mb-0">
              Nothing in this range is that close to {budget}; these are the nearest.
            </p>
          )}
        </div>
        {gaming && pcs.length > 1 && (
          <Form.Group controlId="prebuilt-order" className="prebuilt-results-order">
            <Form.Label className="mb-0">Sort by</Form.Label>
            <Form.Select
              size="sm"
              value={order}
              onChange={(event) => setOrder(event.target.value as Order)}
            >
              <option value="match">Best match for the budget</option>
              <option value="fps">Highest estimated FPS</option>
            </Form.Select>
          </Form.Group>
        )}
      </div>
      {pcs.length === 0 ? (
        <p className="text-secondary">
          We have no {label.toLowerCase()} machines right now. Build your own instead, or talk to
          us.
        </p>
      ) : (
        <ul className="prebuilt-list list-unstyled" aria-label="Matching pre-built PCs">
          {shown.map((offer) => (
            <li key={offer.id}>
              <PrebuiltCard offer={offer} onPcInfo={onPcInfo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
