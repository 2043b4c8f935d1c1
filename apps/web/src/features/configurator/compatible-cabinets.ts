import {
  type Catalogue,
  CONFIGURATOR_SECTIONS,
  optionsFor,
  SELECTION_FIELDS,
  type Selection,
} from '@shop/domain';

export type CabinetChoice = { brand: string; id: string; model: string };

/** Index of the Cabinet section, the last of the accordion. */
export const CABINET_SECTION = CONFIGURATOR_SECTIONS.length - 1;

/**
 * Every cabinet that fits the build, across brands, in the order the Cabinet section offers them:
 * the list the summary's previous/next buttons step through
 * (docs/api/configurator.md#cabinet-stepper).
 */
export function compatibleCabinets(catalogue: Catalogue, selection: Selection): CabinetChoice[] {
  return optionsFor(catalogue, selection, 'cabinetBrand').flatMap(({ value: brand }) =>
    optionsFor(catalogue, { ...selection, cabinetBrand: brand }, 'cabinetModel').map(
      ({ value, label }) => ({ brand, id: value, model: label }),
    ),
  );
}

/** The selection without its cabinet: what is left when the cabinet loop runs off either end. */
export function withoutCabinet(selection: Selection): Selection {
  const kept: Selection = {};
  for (const field of SELECTION_FIELDS.slice(0, SELECTION_FIELDS.indexOf('cabinetBrand'))) {
    const value = selection[field];
    if (value !== undefined) kept[field] = value;
  }
  return kept;
}
