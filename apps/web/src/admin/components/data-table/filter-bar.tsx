import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** The filters above a console table, side by side and wrapping; Enter in the search sends nothing. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Form
      className="d-flex flex-wrap gap-2 align-items-center mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </Form>
  );
}

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** A choice among the list's values; its name is for screen readers, the first option says "all". */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Value;
  options: readonly FilterOption<Value>[];
  onChange: (value: Value) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="visually-hidden">{label}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** Options from their labels by value, in order: `{ '': 'Every request', export: 'Downloads' }`. */
export function optionsOf<Value extends string>(
  labels: Record<Value, string>,
): FilterOption<Value>[] {
  return (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));
}

/** Options named by their values, as the list's own words (gpu, order.move). */
export function optionsNamedAsValues<Value extends string>(
  values: readonly Value[],
): FilterOption<Value>[] {
  return values.map((value) => ({ value, label: value }));
}

/** A search box that takes the rest of the bar's line. */
export function FilterSearch({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id} className="flex-grow-1">
      <Form.Label className="visually-hidden">Search</Form.Label>
      <Form.Control
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Group>
  );
}
