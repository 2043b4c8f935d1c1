import { describe, expect, it } from 'vitest';
import { loadRealCatalogue } from '../test/real-catalogue';
import { buildPcObject } from './build-object';
import type { Catalogue } from './catalogue';
import { type BuildParts, gpuLengthOf, gpuTdpOf, resolveParts } from './catalogue-index';
import { optionsFor } from './options';
import { completeSelectionProblems, partialSelectionProblems } from './problems';
import {
  fieldIndex,
  SELECTION_FIELDS,
  type Selection,
  type SelectionField,
  selectField,
} from './sections';

/**
 * What the rest of the build can still depend on. A fact enters the key once the field that
 * fixes it is chosen and leaves it after the last field whose options or rules read it. Two
 * partial builds with equal keys at the same step offer the same options from there on and are
 * judged by the same rules, so exploring one of them covers both.
 */
type Fact = {
  knownAfter: SelectionField;
  lastReadBy: SelectionField;
  value: (selection: Selection, parts: BuildParts) => unknown;
};

const FACTS: readonly Fact[] = [
  { knownAfter: 'platform', lastReadBy: 'processor', value: (s) => s.platform },
  { knownAfter: 'gpuType', lastReadBy: 'gpuBrand', value: (s) => s.gpuType },
  { knownAfter: 'generation', lastReadBy: 'processor', value: (s) => s.generation },
  { knownAfter: 'processor', lastReadBy: 'chipset', value: (_, p) => p.processor?.socket },
  { knownAfter: 'processor', lastReadBy: 'psu', value: (_, p) => p.processor?.maxtdp },
  { knownAfter: 'processor', lastReadBy: 'cooler', value: (_, p) => p.processor?.cooler !== null },
  { knownAfter: 'processor', lastReadBy: 'gpuModel', value: (_, p) => p.processor?.igpu !== null },
  { knownAfter: 'ramType', lastReadBy: 'ramSize', value: (s) => s.ramType },
  { knownAfter: 'chipset', lastReadBy: 'ramSize', value: (_, p) => p.chipset?.chipsetRamSlots },
  {
    knownAfter: 'chipset',
    lastReadBy: 'secondaryStorage',
    value: (_, p) => p.chipset?.chipsetM2Slots,
  },
  { knownAfter: 'chipset', lastReadBy: 'cabinetModel', value: (_, p) => p.chipset?.chipsetSize },
  { knownAfter: 'ramRGB', lastReadBy: 'ramSize', value: (s) => s.ramRGB },
  { knownAfter: 'gpuBrand', lastReadBy: 'gpuModel', value: (s) => s.gpuBrand },
  { knownAfter: 'gpuModel', lastReadBy: 'psu', value: (_, p) => p.gpu && gpuTdpOf(p.gpu) },
  {
    knownAfter: 'gpuModel',
    lastReadBy: 'cabinetModel',
    value: (_, p) => p.gpu && gpuLengthOf(p.gpu),
  },
  {
    knownAfter: 'cooler',
    lastReadBy: 'cabinetModel',
    value: (_, p) => p.cooler && `${p.cooler.coolertype}:${p.cooler.coolersize}`,
  },
  { knownAfter: 'cabinetBrand', lastReadBy: 'cabinetModel', value: (s) => s.cabinetBrand },
];

type StateKey = (catalogue: Catalogue, selection: Selection, step: number) => string;

function stateKey(catalogue: Catalogue, selection: Selection, step: number): string {
  const parts = resolveParts(catalogue, selection);
  const live = FACTS.filter(
    (fact) => fieldIndex(fact.knownAfter) <= step && step < fieldIndex(fact.lastReadBy),
  );
  return `${step}|${JSON.stringify(live.map((fact) => fact.value(selection, parts)))}`;
}

/** The last field that reads each field, by its options or its rules. */
const LAST_READ_BY: Readonly<Record<SelectionField, SelectionField>> = {
  platform: 'processor',
  gpuType: 'gpuBrand',
  generation: 'processor',
  processor: 'psu',
  ramType: 'ramSize',
  chipset: 'cabinetModel',
  ramRGB: 'ramSize',
  ramSize: 'ramSize',
  gpuBrand: 'gpuModel',
  gpuModel: 'cabinetModel',
  cooler: 'cabinetModel',
  primaryStorage: 'primaryStorage',
  secondaryStorage: 'secondaryStorage',
  psu: 'psu',
  cabinetBrand: 'cabinetModel',
  cabinetModel: 'cabinetModel',
};

/** A plainly safe but coarser key: the chosen values themselves, while a later field reads them. */
const fieldValuesKey: StateKey = (_, selection, step) =>
  `${step}|${SELECTION_FIELDS.slice(0, step + 1)
    .filter((field) => fieldIndex(LAST_READ_BY[field]) > step)
    .map((field) => selection[field])
    .join(',')}`;

type Report = {
  failures: string[];
  statesExplored: number;
  completeBuilds: number;
  /** Every value some reachable step offers, per field. */
  offered: Map<SelectionField, Set<string>>;
};

/**
 * Walks every option of every step, merging partial builds with equal state keys. Fails where a
 * step offers nothing (a dead end) or an offered option breaks a rule. completeBuilds counts
 * every distinct complete build reachable, from the merged states.
 */
function checkCatalogue(catalogue: Catalogue, offer = optionsFor, keyOf = stateKey): Report {
  const failures: string[] = [];
  const completions = new Map<string, number>();
  const offered = new Map<SelectionField, Set<string>>(
    SELECTION_FIELDS.map((field) => [field, new Set<string>()]),
  );
  const describePath = (selection: Selection) =>
    SELECTION_FIELDS.filter((field) => selection[field])
      .map((field) => `${field}=${selection[field]}`)
      .join(', ');

  function explore(selection: Selection, step: number): number {
    const field = SELECTION_FIELDS[step];
    if (!field) {
      const problems = completeSelectionProblems(catalogue, selection);
      if (problems.length > 0 || !buildPcObject(catalogue, selection)) {
        failures.push(
          `complete build breaks rules (${problems.join('; ')}): ${describePath(selection)}`,
        );
      }
      return 1;
    }
    const options = offer(catalogue, selection, field);
    if (options.length === 0) {
      failures.push(`dead end: no ${field} after ${describePath(selection)}`);
      return 0;
    }
    let total = 0;
    for (const option of options) {
      offered.get(field)?.add(option.value);
      if (failures.length >= 5) return total;
      const next = selectField(selection, field, option.value);
      const problems = partialSelectionProblems(catalogue, next);
      if (problems.length > 0) {
        failures.push(
          `offered option breaks rules (${problems.join('; ')}): ${describePath(next)}`,
        );
        continue;
      }
      const key = keyOf(catalogue, next, step);
      let count = completions.get(key);
      if (count === undefined) {
        count = explore(next, step + 1);
        completions.set(key, count);
      }
      total += count;
    }
    return total;
  }

  const completeBuilds = explore({}, 0);
  return { failures, statesExplored: completions.size, completeBuilds, offered };
}

describe('the real catalogue in data/catalogue', () => {
  const catalogue = loadRealCatalogue();
  const started = performance.now();
  const report = checkCatalogue(catalogue);
  const seconds = (performance.now() - started) / 1000;

  it('has at least the parts the shop promises', () => {
    expect(catalogue.processors.length).toBeGreaterThanOrEqual(16);
    expect(catalogue.chipsets.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.rams.length).toBeGreaterThanOrEqual(16);
    expect(catalogue.gpus.length).toBeGreaterThanOrEqual(18);
    expect(catalogue.coolers.length).toBeGreaterThanOrEqual(10);
    expect(catalogue.storages.length).toBeGreaterThanOrEqual(13);
    expect(catalogue.psus.length).toBeGreaterThanOrEqual(10);
    expect(catalogue.cabinets.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalogue.cabinets.map((cabinet) => cabinet.cabinetbrand)).size).toBeGreaterThan(
      5,
    );
  });

  it('leads every offered option to a complete build and keeps every rule on the way', () => {
    expect(report.failures).toEqual([]);
    expect(report.completeBuilds).toBeGreaterThan(1_000_000);
    console.info(
      `catalogue check: ${report.statesExplored} states, ${report.completeBuilds.toLocaleString('en-IN')} complete builds, ${seconds.toFixed(2)} s`,
    );
  });

  it('offers every part of every table in some build', () => {
    const { offered } = report;
    const never = (field: SelectionField, ids: string[]) =>
      ids.filter((id) => !offered.get(field)?.has(id)).map((id) => `${field}=${id}`);
    expect([
      ...never(
        'processor',
        catalogue.processors.map((row) => row.idcomp),
      ),
      ...never(
        'chipset',
        catalogue.chipsets.map((row) => row.idchipset),
      ),
      ...never(
        'ramSize',
        catalogue.rams.map((row) => row.idram),
      ),
      ...never(
        'gpuModel',
        catalogue.gpus.map((row) => row.idgpu),
      ),
      ...never(
        'cooler',
        catalogue.coolers.map((row) => row.idcooler),
      ),
      ...never(
        'secondaryStorage',
        catalogue.storages.map((row) => row.idstorage),
      ),
      ...never(
        'psu',
        catalogue.psus.map((row) => row.idpsu),
      ),
      ...never(
        'cabinetModel',
        catalogue.cabinets.map((row) => row.idcabinet),
      ),
    ]).toEqual([]);
  });

  it('leaves room for a SATA drive on every board and in every cabinet', () => {
    const noSata = [
      ...catalogue.chipsets.filter((row) => row.chipsetSataPorts < 1).map((row) => row.idchipset),
      ...catalogue.cabinets
        .filter((row) => row.expansion.sata25 + row.expansion.sata35 < 1)
        .map((row) => row.idcabinet),
    ];
    expect(noSata).toEqual([]);
  });

  // The coarser merge explores about five times as many states: allow for a busy machine.
  it('merges partial builds soundly: a coarser merge counts the same complete builds', {
    timeout: 60_000,
  }, () => {
    const merged = report;
    const coarse = checkCatalogue(catalogue, optionsFor, fieldValuesKey);
    expect(coarse.failures).toEqual([]);
    expect(coarse.statesExplored).toBeGreaterThan(merged.statesExplored);
    expect(coarse.completeBuilds).toBe(merged.completeBuilds);
  });

  it('reports the path of a dead end', () => {
    // Without its only 1200 W supply the catalogue cannot power a Core i9 with an RTX 5090.
    const weaker = { ...catalogue, psus: catalogue.psus.filter((psu) => psu.tdp < 1200) };
    const report = checkCatalogue(weaker);
    expect(report.failures[0]).toMatch(
      /^dead end: no psu after platform=.*gpuModel=zotac-rtx-5090/,
    );
  });

  it('reports the path of an offered option that breaks a rule', () => {
    const offerEveryPsu: typeof optionsFor = (cat, selection, field) =>
      field === 'psu'
        ? cat.psus.map((psu) => ({ value: psu.idpsu, label: psu.psuname }))
        : optionsFor(cat, selection, field);
    const [failure] = checkCatalogue(catalogue, offerEveryPsu).failures;
    expect(failure).toMatch(
      /^offered option breaks rules \(DeepCool PF450 450W 80 Plus gives 450 W/,
    );
    expect(failure).toMatch(/psu=deepcool-pf450$/);
  });
});
