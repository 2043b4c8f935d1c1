import type { Catalogue } from './catalogue';
import { optionsFor } from './options';
import { SELECTION_FIELDS, type Selection, type SelectionField } from './sections';

/** Where a part of each kind is chosen in the configurator (a drive may be either drive). */
export const PART_FIELDS = {
  processors: ['processor'],
  chipsets: ['chipset'],
  rams: ['ramSize'],
  gpus: ['gpuModel'],
  coolers: ['cooler'],
  storages: ['primaryStorage', 'secondaryStorage'],
  psus: ['psu'],
  cabinets: ['cabinetModel'],
} as const satisfies Record<keyof Catalogue, readonly SelectionField[]>;

/** How many choices the search may try before it gives up and answers "cannot tell". */
const TRIES = 20_000;

/**
 * A complete, compatible build that uses the part, found by choosing field after field among the
 * configurator's own options (optionsFor), so "no build can use it" means what a visitor would
 * find. Null when none exists; 'unknown' when the search ran past its budget.
 */
export function buildUsingPart(
  catalogue: Catalogue,
  table: keyof Catalogue,
  id: string,
): Selection | null | 'unknown' {
  let tries = 0;
  const search = (selection: Selection, at: number, field: SelectionField): Selection | null => {
    if (at === SELECTION_FIELDS.length) return selection;
    const current = SELECTION_FIELDS[at] as SelectionField;
    let options = optionsFor(catalogue, selection, current).map((option) => option.value);
    if (current === field) options = options.filter((value) => value === id);
    for (const value of options) {
      if (++tries > TRIES) return null;
      const found = search({ ...selection, [current]: value }, at + 1, field);
      if (found) return found;
    }
    return null;
  };
  for (const field of PART_FIELDS[table]) {
    const found = search({}, 0, field);
    if (found) return found;
  }
  return tries > TRIES ? 'unknown' : null;
}
