#!/usr/bin/env node
// The configurator recomputes the options of every field after each choice. This measures that
// recomputation for a full selection over the real catalogue (data/catalogue), as the browser runs
// it: `node --import tsx options-recompute.mjs` (tsx compiles the domain's TypeScript).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { catalogueSchema, optionsFor, SELECTION_FIELDS, selectField } from '@shop/domain';

const TARGET_MS = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5_000);
const TABLES = [
  'processors',
  'rams',
  'chipsets',
  'gpus',
  'coolers',
  'storages',
  'psus',
  'cabinets',
];

const dataDir = resolve(import.meta.dirname, '..', 'data', 'catalogue');
const tables = {};
for (const table of TABLES) {
  tables[table] = JSON.parse(await readFile(resolve(dataDir, `${table}.json`), 'utf8'));
}
const catalogue = catalogueSchema.parse(tables);

// A full, valid build: the last option of every field, so the filters see the longest lists.
let selection = {};
for (const field of SELECTION_FIELDS) {
  const options = optionsFor(catalogue, selection, field);
  const last = options[options.length - 1];
  if (!last) throw new Error(`No option for ${field}`);
  selection = selectField(selection, field, last.value);
}

function recomputeAll() {
  let count = 0;
  for (const field of SELECTION_FIELDS) count += optionsFor(catalogue, selection, field).length;
  return count;
}

// Kept, so the engine cannot drop work whose result nobody reads.
let sink = 0;
for (let round = 0; round < 500; round++) sink += recomputeAll();
const times = [];
for (let round = 0; round < ROUNDS; round++) {
  const start = process.hrtime.bigint();
  sink += recomputeAll();
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
const median = at(0.5);

console.log(
  `\nConfigurator options of all ${SELECTION_FIELDS.length} fields for a full selection, ${ROUNDS} rounds`,
);
console.log(`  median ${median.toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms`);
console.log(
  `  target under ${TARGET_MS} ms: ${median < TARGET_MS ? 'MET' : 'ABOVE TARGET'} (${recomputeAll()} options, checksum ${sink})`,
);
