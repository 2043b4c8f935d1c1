import {
  CATALOGUE_ITEM_KINDS,
  CATALOGUE_KIND_SHAPES,
  type CatalogueItemKind,
  type Selection,
  type StaffCatalogueItemSaved,
  staffCreateCatalogueItemEndpoint,
} from '@shop/domain';
import { type FormEvent, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ItemFields, ItemProblems } from './item-fields';
import { PrebuiltComposer, typedFields, withComposedParts } from './prebuilt-composer';
import { itemFromTexts, schemaFields } from './schema-fields';

/**
 * /admin/catalogue/new: staff add a part, add-on or pre-built. Every input is drawn from the kind's
 * schema in @shop/domain and the same schema judges the values before they are sent; the server
 * judges them again and answers in words.
 */
export function NewItemPage() {
  usePageTitle('New catalogue item | Console');
  const [kind, setKind] = useState<CatalogueItemKind>('gpu');
  const { schema } = CATALOGUE_KIND_SHAPES[kind];
  const fields = useMemo(() => typedFields(kind, schemaFields(schema)), [kind, schema]);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [selection, setSelection] = useState<Selection>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState<StaffCatalogueItemSaved | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const composed = withComposedParts(kind, itemFromTexts(fields, texts), selection);
    if ('problem' in composed) return setProblems([composed.problem]);
    const parsed = schema.safeParse(composed.item);
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
      return;
    }
    try {
      setSaved(
        await callApi(staffCreateCatalogueItemEndpoint, {
          kind,
          item: parsed.data as Record<string, unknown>,
        }),
      );
      setProblems([]);
    } catch (error) {
      setProblems([error instanceof Error ? error.message : String(error)]);
    }
  };

  return (
    <section className="catalogue-new-item">
      <h1>New catalogue item</h1>
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="new-item-kind">
          <Form.Label>Kind</Form.Label>
          <Form.Select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as CatalogueItemKind);
              setTexts({});
              setSelection({});
              setProblems([]);
            }}
          >
            {CATALOGUE_ITEM_KINDS.map((each) => (
              <option key={each}>{each}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <ItemFields
          fields={fields}
          texts={texts}
          onChange={(key, value) => setTexts((before) => ({ ...before, [key]: value }))}
          idPrefix="new-item"
        />
        {kind === 'prebuilt' && <PrebuiltComposer initial={{}} onSelection={setSelection} />}
        <ItemProblems problems={problems} />
        {saved && (
          <Alert variant="success" role="status">
            Saved {saved.item.kind} {saved.item.id}, not yet published.
            {saved.warnings.map((warning) => (
              <span key={warning} className="d-block">
                {warning}
              </span>
            ))}
          </Alert>
        )}
        <Button type="submit">Save as new item</Button>
      </Form>
    </section>
  );
}
