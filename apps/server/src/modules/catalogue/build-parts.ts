import { type Catalogue, IN_BUILT, type PartItemKind as PartKind } from '@shop/domain';

/** A part an order holds: its kind (as the console names it) and catalogue id. */
export interface HeldPart {
  kind: PartKind;
  id: string;
}

/** The fields of a PC's build object (configurator's buildPcObject) that name its parts. */
interface BuildNames {
  processor?: unknown;
  chipset?: unknown;
  ramType?: unknown;
  ramRGB?: unknown;
  ramSize?: unknown;
  gpuType?: unknown;
  gpuBrand?: unknown;
  gpuModel?: unknown;
  cooler?: unknown;
  primaryStorage?: unknown;
  secondaryStorage?: unknown;
  psu?: unknown;
  cabinetBrand?: unknown;
  cabinetModel?: unknown;
}

/**
 * The parts of a paid PC, found by the names its build object froze at pay time (orders keep the
 * build as the buyer saw it, not the selection's ids). A name the catalogue no longer has is
 * skipped: there is nothing of it to hold. A box cooler is named with the processor's cooler in
 * brackets, so the cooler also matches by its name before " (".
 */
export function partsOfBuild(catalogue: Catalogue, build: unknown): HeldPart[] {
  if (!build || typeof build !== 'object') return [];
  const b = build as BuildNames;
  const held: HeldPart[] = [];
  const add = (kind: PartKind, id: string | undefined) => {
    if (id !== undefined) held.push({ kind, id });
  };
  add('processor', catalogue.processors.find((row) => row.title === b.processor)?.idcomp);
  add('chipset', catalogue.chipsets.find((row) => row.chipsetName === b.chipset)?.idchipset);
  add(
    'ram',
    catalogue.rams.find(
      (row) => row.ramName === b.ramSize && row.ramType === b.ramType && row.ramRGB === b.ramRGB,
    )?.idram,
  );
  if (b.gpuType !== IN_BUILT) {
    add(
      'gpu',
      catalogue.gpus.find((row) => row.gpumodel === b.gpuModel && row.gpubrand === b.gpuBrand)
        ?.idgpu,
    );
  }
  const cooler = typeof b.cooler === 'string' ? b.cooler : '';
  add(
    'cooler',
    catalogue.coolers.find(
      (row) => row.coolername === cooler || cooler.startsWith(`${row.coolername} (`),
    )?.idcooler,
  );
  for (const name of [b.primaryStorage, b.secondaryStorage]) {
    add('storage', catalogue.storages.find((row) => row.storagename === name)?.idstorage);
  }
  add('psu', catalogue.psus.find((row) => row.psuname === b.psu)?.idpsu);
  add(
    'cabinet',
    catalogue.cabinets.find(
      (row) => row.cabinetbrand === b.cabinetBrand && row.cabinetmodel === b.cabinetModel,
    )?.idcabinet,
  );
  return held;
}
