import { FIELD_LABELS, SELECTION_FIELDS, type Selection, type SelectionField } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';

/** For tests: chooses a value the way a visitor does, a radio button or an option of a select. */
export function chooseInAccordion(field: SelectionField, value: string) {
  const select = document.getElementById(`config-${field}`);
  if (select instanceof HTMLSelectElement) {
    fireEvent.change(select, { target: { value } });
    return;
  }
  const group = screen.getByRole('group', { name: FIELD_LABELS[field] });
  const radio = within(group)
    .getAllByRole<HTMLInputElement>('radio')
    .find((input) => input.value === value);
  if (!radio) throw new Error(`No ${field} choice ${value}`);
  fireEvent.click(radio);
}

/** For tests: chooses the selection's values in the accordion's order, up to `upTo`. */
export function chooseAllInAccordion(selection: Selection, upTo: SelectionField = 'cabinetModel') {
  for (const field of SELECTION_FIELDS.slice(0, SELECTION_FIELDS.indexOf(upTo) + 1)) {
    const value = selection[field];
    if (value) chooseInAccordion(field, value);
  }
}
