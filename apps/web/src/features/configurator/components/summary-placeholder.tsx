import { CONFIGURATOR_SECTIONS, isSectionComplete, type Selection } from '@shop/domain';
import Spinner from 'react-bootstrap/Spinner';

/** Beside the accordion until the summary shows: progress, or the spinner while pricing. */
export function SummaryPlaceholder({
  selection,
  pricing,
}: {
  selection: Selection;
  pricing: boolean;
}) {
  if (pricing) {
    return (
      <div className="config-placeholder" role="status">
        <Spinner animation="border" className="text-accent" aria-hidden="true" />
        <p className="mb-0">Calculating your price...</p>
      </div>
    );
  }
  const done = CONFIGURATOR_SECTIONS.filter((_, index) => isSectionComplete(selection, index));
  const total = CONFIGURATOR_SECTIONS.length;
  return (
    <div className="config-placeholder d-none d-lg-flex">
      <p className="config-placeholder-count">
        {done.length} of {total} sections complete
      </p>
      {/* The native element: the server draws it with no style attribute, which the shop's
          content security policy would refuse (style-src 'self'). */}
      <progress
        className="config-progress"
        aria-label="Build progress"
        value={done.length}
        max={total}
      />
      <p className="text-secondary small mb-0">
        Choose a cabinet to see your PC, its price, benchmarks and features.
      </p>
    </div>
  );
}
