import type { Catalogue } from './catalogue';
import {
  type Cabinet,
  type Chipset,
  type Cooler,
  type Gpu,
  IN_BUILT,
  type Processor,
  type Psu,
  type Ram,
  type Storage,
} from './catalogue-schema';
import type { Selection } from './sections';

export type CatalogueIndex = {
  processors: ReadonlyMap<string, Processor>;
  chipsets: ReadonlyMap<string, Chipset>;
  rams: ReadonlyMap<string, Ram>;
  gpus: ReadonlyMap<string, Gpu>;
  coolers: ReadonlyMap<string, Cooler>;
  storages: ReadonlyMap<string, Storage>;
  psus: ReadonlyMap<string, Psu>;
  cabinets: ReadonlyMap<string, Cabinet>;
  /** Card makers in catalogue order. */
  gpuBrands: readonly string[];
};

const indexes = new WeakMap<Catalogue, CatalogueIndex>();

function byId<Row>(rows: readonly Row[], idOf: (row: Row) => string): ReadonlyMap<string, Row> {
  return new Map(rows.map((row) => [idOf(row), row]));
}

/** Lookup maps over a catalogue, built once per catalogue object (it is never mutated). */
export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const known = indexes.get(catalogue);
  if (known) return known;
  const index: CatalogueIndex = {
    processors: byId(catalogue.processors, (row) => row.idcomp),
    chipsets: byId(catalogue.chipsets, (row) => row.idchipset),
    rams: byId(catalogue.rams, (row) => row.idram),
    gpus: byId(catalogue.gpus, (row) => row.idgpu),
    coolers: byId(catalogue.coolers, (row) => row.idcooler),
    storages: byId(catalogue.storages, (row) => row.idstorage),
    psus: byId(catalogue.psus, (row) => row.idpsu),
    cabinets: byId(catalogue.cabinets, (row) => row.idcabinet),
    gpuBrands: distinct(catalogue.gpus.map((gpu) => gpu.gpubrand)),
  };
  indexes.set(catalogue, index);
  return index;
}

export function distinct<Value>(values: readonly Value[]): Value[] {
  return [...new Set(values)];
}

/** A graphics card, or the processor's own graphics (igpu is its name, null if it has none). */
export type BuildGpu = { kind: 'card'; card: Gpu } | { kind: 'in-built'; igpu: string | null };

/** The catalogue rows a selection names; a part is missing when unset or unknown. */
export type BuildParts = {
  processor?: Processor;
  chipset?: Chipset;
  ram?: Ram;
  gpu?: BuildGpu;
  cooler?: Cooler;
  primaryStorage?: Storage;
  secondaryStorage?: Storage;
  psu?: Psu;
  cabinet?: Cabinet;
};

function lookUp<Row>(rows: ReadonlyMap<string, Row>, id: string | undefined): Row | undefined {
  return id === undefined ? undefined : rows.get(id);
}

export function resolveParts(catalogue: Catalogue, selection: Selection): BuildParts {
  const index = indexCatalogue(catalogue);
  const processor = lookUp(index.processors, selection.processor);
  const card = lookUp(index.gpus, selection.gpuModel);
  let gpu: BuildGpu | undefined;
  if (selection.gpuModel === IN_BUILT) gpu = { kind: 'in-built', igpu: processor?.igpu ?? null };
  else if (card) gpu = { kind: 'card', card };
  return {
    processor,
    chipset: lookUp(index.chipsets, selection.chipset),
    ram: lookUp(index.rams, selection.ramSize),
    gpu,
    cooler: lookUp(index.coolers, selection.cooler),
    primaryStorage: lookUp(index.storages, selection.primaryStorage),
    secondaryStorage: lookUp(index.storages, selection.secondaryStorage),
    psu: lookUp(index.psus, selection.psu),
    cabinet: lookUp(index.cabinets, selection.cabinetModel),
  };
}

/** A build on the processor's graphics draws no card power and holds no card (length 0). */
export function gpuTdpOf(gpu: BuildGpu): number {
  return gpu.kind === 'card' ? gpu.card.maxtdp : 0;
}

export function gpuLengthOf(gpu: BuildGpu): number {
  return gpu.kind === 'card' ? gpu.card.length : 0;
}
