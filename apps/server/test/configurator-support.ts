import {
  type Catalogue,
  optionsFor,
  SELECTION_FIELDS,
  type Selection,
  selectField,
} from '@shop/domain';

/** Walks the configurator as a visitor would, taking the preferred choice where it is offered. */
export function completeSelection(catalogue: Catalogue, prefer: Selection): Selection {
  let selection: Selection = {};
  for (const field of SELECTION_FIELDS) {
    const options = optionsFor(catalogue, selection, field);
    const value = options.find((option) => option.value === prefer[field]) ?? options[0];
    if (!value) throw new Error(`Nothing to choose for ${field}`);
    selection = selectField(selection, field, value.value);
  }
  return selection;
}
