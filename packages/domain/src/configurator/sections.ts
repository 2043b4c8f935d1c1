import { z } from 'zod';

/**
 * The 8 accordion sections of /config and their fields, in order
 * (docs/api/configurator.md#selection).
 */
export const CONFIGURATOR_SECTIONS = [
  { name: 'Processor', fields: ['platform', 'gpuType', 'generation', 'processor'] },
  { name: 'Chipset', fields: ['ramType', 'chipset'] },
  { name: 'RAM', fields: ['ramRGB', 'ramSize'] },
  { name: 'GPU', fields: ['gpuBrand', 'gpuModel'] },
  { name: 'Cooler', fields: ['cooler'] },
  { name: 'Storage', fields: ['primaryStorage', 'secondaryStorage'] },
  { name: 'Power Supply', fields: ['psu'] },
  { name: 'Cabinet', fields: ['cabinetBrand', 'cabinetModel'] },
] as const;

export type ConfiguratorSection = (typeof CONFIGURATOR_SECTIONS)[number];
export type SectionName = ConfiguratorSection['name'];
export type SelectionField = ConfiguratorSection['fields'][number];

export const SELECTION_FIELDS: readonly SelectionField[] = CONFIGURATOR_SECTIONS.flatMap(
  (section) => section.fields,
);

export const FIELD_LABELS: Readonly<Record<SelectionField, string>> = {
  platform: 'Platform',
  gpuType: 'GPU Type',
  generation: 'Processor Series',
  processor: 'Processor Model',
  ramType: 'RAM Type',
  chipset: 'Chipset Model',
  ramRGB: 'RAM RGB',
  ramSize: 'RAM Size',
  gpuBrand: 'GPU Brand',
  gpuModel: 'GPU Model',
  cooler: 'Cooler',
  primaryStorage: 'Primary Storage',
  secondaryStorage: 'Secondary Storage',
  psu: 'Power Supply',
  cabinetBrand: 'Cabinet Brand',
  cabinetModel: 'Cabinet Model',
};

/**
 * What the visitor chose, field by field. Choice fields hold the value itself (platform "AMD",
 * gpuType "In-Built", ramRGB "Y"); part fields hold the catalogue id (processor, chipset, ramSize,
 * gpuModel, cooler, primaryStorage, secondaryStorage, psu, cabinetModel). gpuModel is "In-Built"
 * when the build runs on the processor's graphics.
 */
export type Selection = Partial<Record<SelectionField, string>>;
export type CompleteSelection = Record<SelectionField, string>;

const selectionValue = z.string().min(1).max(200);

export const selectionSchema = z.object(
  Object.fromEntries(SELECTION_FIELDS.map((field) => [field, selectionValue.optional()])) as Record<
    SelectionField,
    z.ZodOptional<typeof selectionValue>
  >,
);

export const completeSelectionSchema = z.object(
  Object.fromEntries(SELECTION_FIELDS.map((field) => [field, selectionValue])) as Record<
    SelectionField,
    typeof selectionValue
  >,
);

export function fieldIndex(field: SelectionField): number {
  return SELECTION_FIELDS.indexOf(field);
}

export function sectionIndexOf(field: SelectionField): number {
  return CONFIGURATOR_SECTIONS.findIndex((section) =>
    (section.fields as readonly SelectionField[]).includes(field),
  );
}

/** Sets one field and clears every later one (docs/api/configurator.md#build-flow). */
export function selectField(selection: Selection, field: SelectionField, value: string): Selection {
  const next: Selection = {};
  for (const earlier of SELECTION_FIELDS.slice(0, fieldIndex(field))) {
    const kept = selection[earlier];
    if (kept !== undefined) next[earlier] = kept;
  }
  next[field] = value;
  return next;
}

export function isSectionComplete(selection: Selection, sectionIndex: number): boolean {
  const section = CONFIGURATOR_SECTIONS[sectionIndex];
  if (!section) throw new RangeError(`No configurator section ${sectionIndex}`);
  return section.fields.every((field) => Boolean(selection[field]));
}

export function isSelectionComplete(selection: Selection): selection is CompleteSelection {
  return SELECTION_FIELDS.every((field) => Boolean(selection[field]));
}

/** The section to open once `field` is chosen: the next one when it finishes its own section. */
export function sectionToOpenAfter(field: SelectionField): number {
  const index = sectionIndexOf(field);
  const fields: readonly SelectionField[] = CONFIGURATOR_SECTIONS[index]?.fields ?? [];
  const isLastOfSection = fields[fields.length - 1] === field;
  return isLastOfSection ? Math.min(index + 1, CONFIGURATOR_SECTIONS.length - 1) : index;
}
