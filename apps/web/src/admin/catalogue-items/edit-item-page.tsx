import {
  CATALOGUE_KIND_SHAPES,
  type CatalogueItemKind,
  type Selection,
  type StaffCatalogueItem,
  type StaffCatalogueItemSaved,
  staffCatalogueItemEndpoint,
  staffMoveCatalogueItemEndpoint,
  staffPublishCatalogueItemEndpoint,
  staffSaveCatalogueItemEndpoint,
} from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useParams } from 'react-router';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { errorWords, formatRupees } from '../components/format';
import { ItemFields, ItemProblems } from './item-fields';
import { ItemPhotos } from './item-photos';
import { PrebuiltComposer, typedFields, withComposedParts } from './prebuilt-composer';
import { itemFromTexts, schemaFields, textsFromItem } from './schema-fields';

/**
 * /admin/catalogue/items/:kind/:id: staff edit, retire, publish and reorder one item. The form is
 * the new-item form (docs/decisions/092-forms-drawn-from-the-schema.md) filled with the stored
 * values; the server judges the save again and names what it would break (docs/api/staff-catalogue-items.md).
 */
export function EditItemPage() {
  const { kind = 'gpu', id = '' } = useParams() as { kind: CatalogueItemKind; id: string };
  usePageTitle(`Edit ${id} | Console`);
  const query = useQuery({
    queryKey: ['admin-catalogue-item', kind, id],
    queryFn: () => callApi(staffCatalogueItemEndpoint, undefined, { params: { kind, id } }),
  });
  if (query.isError) return <Alert variant="danger">{errorWords(query.error)}</Alert>;
  if (!query.data) return <p>Loading…</p>;
  return <EditItemForm key={`${kind}-${id}`} stored={query.data.item} />;
}

function EditItemForm({ stored }: { stored: StaffCatalogueItem }) {
  const queryClient = useQueryClient();
  const { schema, nameOf } = CATALOGUE_KIND_SHAPES[stored.kind];
  const fields = useMemo(
    () => typedFields(stored.kind, schemaFields(schema)),
    [stored.kind, schema],
  );
  const [texts, setTexts] = useState(() => textsFromItem(fields, stored.item));
  const [selection, setSelection] = useState(
    () => ((stored.item as { selection?: Selection }).selection ?? {}) as Selection,
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ words: string; warnings: string[] } | null>(null);
  const name = nameOf(stored.item as never);

  const run = async (words: string, request: () => Promise<StaffCatalogueItemSaved>) => {
    setOutcome(null);
    try {
      const saved = await request();
      setProblems([]);
      setOutcome({ words, warnings: saved.warnings });
      queryClient.setQueryData(['admin-catalogue-item', stored.kind, stored.id], {
        item: saved.item,
      });
      queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] });
    } catch (error) {
      setProblems([errorWords(error)]);
    }
  };
  const options = { params: { kind: stored.kind, id: stored.id } };
  const { revision } = stored;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const composed = withComposedParts(stored.kind, itemFromTexts(fields, texts), selection);
    if ('problem' in composed) return setProblems([composed.problem]);
    const parsed = schema.safeParse(composed.item);
    if (!parsed.success) {
      setOutcome(null);
      setProblems(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
      return;
    }
    const item = parsed.data as Record<string, unknown>;
    return run('Saved.', () =>
      callApi(staffSaveCatalogueItemEndpoint, { revision, item }, options),
    );
  };
  const publish = (published: boolean) =>
    run(published ? 'Published: it is on sale.' : 'Retired: it has left the storefront.', () =>
      callApi(staffPublishCatalogueItemEndpoint, { revision, published }, options),
    );
  const move = (direction: 'up' | 'down') =>
    run(`Moved ${direction}.`, () =>
      callApi(staffMoveCatalogueItemEndpoint, { revision, direction }, options),
    );

  return (
    <section className="catalogue-edit-item">
      <Link to="/admin/catalogue">← Catalogue</Link>
      <h1>
        {name}{' '}
        <Badge bg={stored.published ? 'success' : 'secondary'}>
          {stored.published ? 'On sale' : 'Not on sale'}
        </Badge>
      </h1>
      <p className="text-secondary">
        {stored.kind} {stored.id}
        {stored.quote &&
          ` · ${formatRupees(stored.quote.price)} from its parts · ${stored.quote.tier ?? 'no tier'}`}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="outline-secondary" onClick={() => move('up')}>
          Move up
        </Button>
        <Button variant="outline-secondary" onClick={() => move('down')}>
          Move down
        </Button>
        {stored.published ? (
          <Button variant="outline-danger" onClick={() => publish(false)}>
            Retire
          </Button>
        ) : (
          <Button variant="outline-success" onClick={() => publish(true)}>
            Publish
          </Button>
        )}
      </div>
      {outcome && (
        <Alert variant={outcome.warnings.length > 0 ? 'warning' : 'success'} role="status">
          {outcome.words}
          {outcome.warnings.map((warning) => (
            <span key={warning} className="d-block">
              {warning}
            </span>
          ))}
        </Alert>
      )}
      <ItemPhotos
        stored={stored}
        onStored={(item) => {
          queryClient.setQueryData(['admin-catalogue-item', stored.kind, stored.id], { item });
          queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] });
        }}
      />
      <Form onSubmit={save} noValidate>
        <ItemFields
          fields={fields}
          texts={texts}
          onChange={(key, value) => setTexts((before) => ({ ...before, [key]: value }))}
          idPrefix="edit-item"
        />
        {stored.kind === 'prebuilt' && (
          <PrebuiltComposer initial={selection} onSelection={setSelection} />
        )}
        <ItemProblems problems={problems} />
        <Button type="submit">Save changes</Button>
      </Form>
    </section>
  );
}
