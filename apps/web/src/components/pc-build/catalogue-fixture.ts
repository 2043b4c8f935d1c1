import {
  type Catalogue,
  type CompleteSelection,
  catalogueSchema,
  optionsFor,
  SELECTION_FIELDS,
  type Selection,
  selectField,
} from '@shop/domain';
import cabinets from '../../../../../data/catalogue/cabinets.json';
import chipsets from '../../../../../data/catalogue/chipsets.json';
import coolers from '../../../../../data/catalogue/coolers.json';
import gpus from '../../../../../data/catalogue/gpus.json';
import processors from '../../../../../data/catalogue/processors.json';
import psus from '../../../../../data/catalogue/psus.json';
import rams from '../../../../../data/catalogue/rams.json';
import storages from '../../../../../data/catalogue/storages.json';

/** For tests only: the shop's real catalogue, as fetchAllComponents would answer it. */
export const REAL_CATALOGUE: Catalogue = catalogueSchema.parse({
  processors,
  rams,
  chipsets,
  gpus,
  coolers,
  storages,
  psus,
  cabinets,
});

/** The build a visitor gets by taking the first option of every field. */
export function firstChoiceSelection(catalogue: Catalogue = REAL_CATALOGUE): CompleteSelection {
  let selection: Selection = {};
  for (const field of SELECTION_FIELDS) {
    const [first] = optionsFor(catalogue, selection, field);
    if (!first)
      throw new Error(`The catalogue offers no ${field} after ${JSON.stringify(selection)}`);
    selection = selectField(selection, field, first.value);
  }
  return selection as CompleteSelection;
}
