import {
  allInStock,
  isSelectionComplete,
  paiseToRupees,
  quoteSelection,
  SELECTION_FIELDS,
  type Selection,
  staffAllPartsEndpoint,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { BuildAccordion } from '../../components/build-accordion/build-accordion';
import { useSectionFlow } from '../../components/build-accordion/use-section-flow';
import { callApi } from '../../lib/api-client';
import { errorWords, formatRupees } from '../components/format';

/**
 * A pre-built's parts, chosen in the console with the configurator's own accordion and rules
 * (docs/api/staff-catalogue-items.md), over every part staff hold, on sale or not. Its price and
 * tier from its parts show as soon as it is whole; the server checks it again on save.
 */
export function PrebuiltComposer({
  initial,
  onSelection,
}: {
  initial: Selection;
  onSelection: (selection: Selection) => void;
}) {
  const parts = useQuery({
    queryKey: ['admin-all-parts'],
    queryFn: () => callApi(staffAllPartsEndpoint),
  });
  const flow = useSectionFlow(initial);
  const catalogue = parts.data?.catalogue;
  const whole = isSelectionComplete(flow.selection);
  const quote = catalogue && whole ? quoteSelection(allInStock(catalogue), flow.selection) : null;
  const notOnSale = new Set(parts.data?.notOnSale);
  const chosenNotOnSale = SELECTION_FIELDS.map((field) => flow.selection[field]).filter(
    (id): id is string => id !== undefined && notOnSale.has(id),
  );

  if (parts.isError) return <Alert variant="danger">{errorWords(parts.error)}</Alert>;
  return (
    <section className="prebuilt-composer mb-3" aria-label="Parts">
      <h2 className="h5">Parts</h2>
      <BuildAccordion
        catalogue={catalogue}
        selection={flow.selection}
        openSection={flow.openSection}
        guard={flow.guard}
        onToggle={flow.toggleSection}
        onChoose={(field, value) => onSelection(flow.choose(field, value))}
        onDismissGuard={flow.dismissGuard}
      />
      <p className="mt-2 mb-1" role="status">
        {!whole && 'Choose every part to see its price and tier.'}
        {quote?.buildable &&
          `${formatRupees(paiseToRupees(quote.sellingPrice))} from its parts · ${quote.tier ?? 'no tier'}`}
        {quote && !quote.buildable && `This build cannot be made: ${quote.problems[0]}`}
      </p>
      {chosenNotOnSale.length > 0 && (
        <p className="text-warning small">
          Not yet on sale: {chosenNotOnSale.join(', ')}. Publish them before the pre-built.
        </p>
      )}
    </section>
  );
}

/** A pre-built's parts are chosen in the composer, not typed: its form leaves them out. */
export function typedFields<Field extends { path: readonly string[] }>(
  kind: string,
  fields: readonly Field[],
): Field[] {
  return kind === 'prebuilt'
    ? fields.filter((field) => field.path[0] !== 'selection')
    : [...fields];
}

/** The typed fields with the composed parts; a problem in words while the build is not whole. */
export function withComposedParts(
  kind: string,
  typed: unknown,
  selection: Selection,
): { item: unknown } | { problem: string } {
  if (kind !== 'prebuilt') return { item: typed };
  if (!isSelectionComplete(selection)) return { problem: 'Choose every part of the pre-built.' };
  return { item: { ...(typed as object), selection } };
}
