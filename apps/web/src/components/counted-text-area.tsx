import { FIELD_LIMITS } from '@shop/domain';
import type { ReactNode } from 'react';
import { TextField } from './text-field';

const MAX = FIELD_LIMITS.descriptionMaxLength;

/**
 * A 4-row text area of at most 300 characters with its live count, "12/300", read out with it
 * (docs/api/leads.md#the-forms).
 */
export function CountedTextArea({
  id,
  label,
  value,
  onValue,
  groupClassName,
  required = false,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  groupClassName?: string;
  required?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      groupClassName={groupClassName}
      as="textarea"
      rows={4}
      maxLength={MAX}
      required={required}
      value={value}
      onValue={onValue}
      note={
        <span className="d-block text-end">
          {value.length}/{MAX}
        </span>
      }
    />
  );
}
