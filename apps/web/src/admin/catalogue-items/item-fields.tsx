import Form from 'react-bootstrap/Form';
import type { SchemaField } from './schema-fields';

/** One input per schema field, shared by the new-item and edit forms. */
export function ItemFields({
  fields,
  texts,
  onChange,
  idPrefix,
}: {
  fields: readonly SchemaField[];
  texts: Record<string, string>;
  onChange: (key: string, value: string) => void;
  idPrefix: string;
}) {
  return fields.map((field) => {
    const key = field.path.join('.');
    const change = (value: string) => onChange(key, value);
    return (
      <Form.Group className="mb-2" controlId={`${idPrefix}-${key}`} key={key}>
        <Form.Label>{field.label}</Form.Label>
        {field.input === 'choice' ? (
          <Form.Select value={texts[key] ?? ''} onChange={(event) => change(event.target.value)}>
            <option value="">{field.nullable ? 'None' : 'Choose…'}</option>
            {field.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </Form.Select>
        ) : (
          <Form.Control
            type={field.input === 'number' ? 'number' : 'text'}
            value={texts[key] ?? ''}
            onChange={(event) => change(event.target.value)}
            placeholder={field.input === 'list' ? 'Separate entries with ;' : undefined}
          />
        )}
      </Form.Group>
    );
  });
}
