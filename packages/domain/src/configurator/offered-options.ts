import type { Catalogue } from './catalogue';
import { optionsFor } from './options';
import type { Selection, SelectionField } from './sections';
import { COMPATIBLE_SELECTION } from './test-catalogue';

/** The values a field offers once the compatible selection is changed by `changes` (for tests). */
export const offered = (catalogue: Catalogue, field: SelectionField, changes: Selection = {}) =>
  optionsFor(catalogue, { ...COMPATIBLE_SELECTION, ...changes }, field).map((o) => o.value);
