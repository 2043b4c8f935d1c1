import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'id' | 'value' | 'onChange'>;

export type TextFieldProps = ControlProps & {
  /** The control's id, which its label points at. */
  id: string;
  label: ReactNode;
  value: string;
  /** The typed text; reshape it here (digits only, upper case) before it is stored. */
  onValue: (value: string) => void;
  /** Grid classes of the group (`col-md-6`). */
  groupClassName?: string;
  /** A note under the field, read out with it. */
  note?: ReactNode;
};

/** A labelled text input (or textarea with `as="textarea"`), the one way forms lay out a field. */
export function TextField({
  id,
  label,
  value,
  onValue,
  groupClassName,
  note,
  ...control
}: TextFieldProps) {
  const noteId = note ? `${id}-note` : undefined;
  return (
    <Form.Group className={groupClassName} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...control}
        aria-describedby={noteId}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
      {note && <Form.Text id={noteId}>{note}</Form.Text>}
    </Form.Group>
  );
}
