import { FIELD_LABELS, type FieldOption, type SelectionField } from '@shop/domain';
import Form from 'react-bootstrap/Form';

// Fields whose few short choices read better as buttons than as a drop-down.
const BUTTON_FIELDS: ReadonlySet<SelectionField> = new Set([
  'platform',
  'gpuType',
  'ramType',
  'ramRGB',
  'gpuBrand',
]);
const MAX_BUTTONS = 4;

type SectionFieldProps = {
  field: SelectionField;
  options: readonly FieldOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** One field of a section: a labelled select, or radio buttons for a choice among a few. */
export function SectionField({
  field,
  options,
  value,
  onChange,
  disabled = false,
}: SectionFieldProps) {
  const label = FIELD_LABELS[field];
  const id = `config-${field}`;
  if (BUTTON_FIELDS.has(field) && options.length > 0 && options.length <= MAX_BUTTONS) {
    return (
      <fieldset className="config-field">
        <legend className="form-label config-field-label">{label}</legend>
        <div className="config-choice-group">
          {options.map((option) => (
            <div key={option.value} className="config-choice">
              <input
                type="radio"
                className="btn-check"
                name={id}
                id={`${id}-${option.value}`}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
              />
              <label className="btn btn-outline-light" htmlFor={`${id}-${option.value}`}>
                {option.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <Form.Group className="config-field" controlId={id}>
      <Form.Label className="config-field-label">{label}</Form.Label>
      <Form.Select
        value={value ?? ''}
        disabled={disabled || options.length === 0}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {/* Left enabled while it is the only option, so the browser shows it as chosen: a select
            whose every option is disabled shows none. The select itself is disabled then. */}
        <option value="" disabled={options.length > 0}>
          {options.length === 0 ? 'Choose the fields above first' : `Select ${label}`}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
