import Alert from 'react-bootstrap/Alert';
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
            {...(field.input === 'paragraph'
              ? { as: 'textarea', rows: 3 }
              : { type: field.input === 'number' ? 'number' : 'text' })}
            value={texts[key] ?? ''}
            onChange={(event) => change(event.target.value)}
            placeholder={field.input === 'list' ? 'Separate entries with ;' : undefined}
          />
        )}
      </Form.Group>
    );
  });
}

/** What the schema refused in the values, in words, under the fields of either form. */
export function ItemProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="danger" role="alert">
      <ul className="mb-0">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
