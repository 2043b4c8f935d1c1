import type { Catalogue } from './catalogue';
import {
  type BuildParts,
  type CatalogueIndex,
  distinct,
  gpuLengthOf,
  gpuTdpOf,
  indexCatalogue,
  resolveParts,
} from './catalogue-index';
import { GPU_TYPES, IN_BUILT } from './catalogue-schema';
import {
  cabinetFits,
  chipsetFitsSocket,
  chipsetPowersProcessor,
  chipsetTakesRamType,
  coolerSuitsProcessor,
  gpuBrandAllowed,
  primaryStorageAllowed,
  processorInSeries,
  processorOfferedAs,
  processorOnPlatform,
  psuSufficient,
  ramFitsSlots,
  ramIsType,
  ramMatchesRgb,
  secondaryStorageAllowed,
} from './rules';
import { fieldIndex, SELECTION_FIELDS, type Selection, type SelectionField } from './sections';

/** One choice of a field: `value` goes into the selection, `label` is what the visitor reads. */
export type FieldOption = { value: string; label: string };

type Context = {
  catalogue: Catalogue;
  index: CatalogueIndex;
  selection: Selection;
  parts: BuildParts;
};

const RAM_RGB_LABELS: Readonly<Record<string, string>> = { Y: 'Yes', N: 'No' };

const asOptions = (values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: value }));

function matchingProcessors({ catalogue, selection }: Context) {
  const { platform = '', gpuType = '' } = selection;
  return catalogue.processors.filter(
    (processor) =>
      processorOnPlatform(processor, platform) && processorOfferedAs(processor, gpuType),
  );
}

function chipsetsForProcessor({ catalogue, parts }: Context) {
  const { processor } = parts;
  if (!processor) return [];
  return catalogue.chipsets.filter(
    (chipset) =>
      chipsetFitsSocket(chipset, processor) && chipsetPowersProcessor(chipset, processor),
  );
}

function ramsForChipset({ catalogue, selection, parts }: Context) {
  const { chipset } = parts;
  if (!chipset) return [];
  return catalogue.rams.filter(
    (ram) => ramIsType(ram, selection.ramType ?? '') && ramFitsSlots(ram, chipset),
  );
}

function fittingCabinets({ catalogue, parts }: Context) {
  const { chipset, gpu, cooler } = parts;
  if (!chipset || !gpu || !cooler) return [];
  return catalogue.cabinets.filter((cabinet) =>
    cabinetFits(cabinet, chipset.chipsetSize, gpuLengthOf(gpu), cooler),
  );
}

const OPTIONS: Readonly<Record<SelectionField, (context: Context) => FieldOption[]>> = {
  platform: ({ catalogue }) => asOptions(distinct(catalogue.processors.map((p) => p.platform))),
  gpuType: ({ catalogue, selection }) =>
    asOptions(
      GPU_TYPES.filter((gpuType) =>
        catalogue.processors.some(
          (processor) =>
            processorOnPlatform(processor, selection.platform ?? '') &&
            processorOfferedAs(processor, gpuType),
        ),
      ),
    ),
  generation: (context) => asOptions(distinct(matchingProcessors(context).map((p) => p.series))),
  processor: (context) =>
    matchingProcessors(context)
      .filter((processor) => processorInSeries(processor, context.selection.generation ?? ''))
      .map((processor) => ({ value: processor.idcomp, label: processor.title })),
  ramType: (context) =>
    asOptions(distinct(chipsetsForProcessor(context).map((chipset) => chipset.chipsetRamType))),
  chipset: (context) =>
    chipsetsForProcessor(context)
      .filter((chipset) => chipsetTakesRamType(chipset, context.selection.ramType ?? ''))
      .map((chipset) => ({ value: chipset.idchipset, label: chipset.chipsetName })),
  ramRGB: (context) =>
    distinct(ramsForChipset(context).map((ram) => ram.ramRGB)).map((value) => ({
      value,
      label: RAM_RGB_LABELS[value] ?? value,
    })),
  ramSize: (context) =>
    ramsForChipset(context)
      .filter((ram) => ramMatchesRgb(ram, context.selection.ramRGB ?? ''))
      .map((ram) => ({ value: ram.idram, label: ram.ramName })),
  gpuBrand: ({ index, selection }) =>
    asOptions(
      [IN_BUILT, ...index.gpuBrands].filter((brand) =>
        gpuBrandAllowed(brand, selection.gpuType ?? ''),
      ),
    ),
  gpuModel: ({ catalogue, selection, parts }) => {
    if (selection.gpuBrand === IN_BUILT) {
      const igpu = parts.processor?.igpu;
      return igpu ? [{ value: IN_BUILT, label: igpu }] : [];
    }
    return catalogue.gpus
      .filter((gpu) => gpu.gpubrand === selection.gpuBrand)
      .map((gpu) => ({ value: gpu.idgpu, label: gpu.gpumodel }));
  },
  cooler: ({ catalogue, parts }) => {
    const { processor } = parts;
    if (!processor) return [];
    return catalogue.coolers
      .filter((cooler) => coolerSuitsProcessor(cooler, processor))
      .map((cooler) => ({ value: cooler.idcooler, label: cooler.coolername }));
  },
  primaryStorage: ({ catalogue }) =>
    catalogue.storages
      .filter(primaryStorageAllowed)
      .map((storage) => ({ value: storage.idstorage, label: storage.storagename })),
  secondaryStorage: ({ catalogue, parts }) => {
    const { chipset } = parts;
    if (!chipset) return [];
    return catalogue.storages
      .filter((storage) => secondaryStorageAllowed(storage, chipset))
      .map((storage) => ({ value: storage.idstorage, label: storage.storagename }));
  },
  psu: ({ catalogue, parts }) => {
    const { processor, gpu } = parts;
    if (!processor || !gpu) return [];
    return catalogue.psus
      .filter((psu) => psuSufficient(psu, processor.maxtdp, gpuTdpOf(gpu)))
      .map((psu) => ({ value: psu.idpsu, label: psu.psuname }));
  },
  cabinetBrand: (context) =>
    asOptions(distinct(fittingCabinets(context).map((cabinet) => cabinet.cabinetbrand))),
  cabinetModel: (context) =>
    fittingCabinets(context)
      .filter((cabinet) => cabinet.cabinetbrand === context.selection.cabinetBrand)
      .map((cabinet) => ({ value: cabinet.idcabinet, label: cabinet.cabinetmodel })),
};

/**
 * The choices `field` may take after the selection's earlier fields, under every compatibility rule
 * (docs/api/configurator.md#compatibility-rules). Later fields are ignored (choosing this field
 * clears them). Until every earlier field is set there is nothing to choose, so the answer is
 * empty.
 */
export function optionsFor(
  catalogue: Catalogue,
  selection: Selection,
  field: SelectionField,
): FieldOption[] {
  const earlierFields = SELECTION_FIELDS.slice(0, fieldIndex(field));
  if (!earlierFields.every((earlier) => Boolean(selection[earlier]))) return [];
  const context: Context = {
    catalogue,
    index: indexCatalogue(catalogue),
    selection,
    parts: resolveParts(catalogue, selection),
  };
  return OPTIONS[field](context);
}
