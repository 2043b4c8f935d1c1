#!/usr/bin/env node
// The configurator recomputes the options of every field after each choice. This measures that
// recomputation for a full selection, as the browser runs it, over the real catalogue
// (data/catalogue) and over one ten times its size (issue of a year's growth, decision 110):
// `node --import tsx options-recompute.mjs` (tsx compiles the domain's TypeScript).
import { optionsFor, SELECTION_FIELDS, selectField } from '@shop/domain';
import { catalogueTimes, loadRealCatalogue } from '../packages/domain/src/test/real-catalogue.ts';

const TARGET_MS = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5_000);

/** A full, valid build: the last option of every field, so the filters see the longest lists. */
function fullSelection(catalogue) {
  let selection = {};
  for (const field of SELECTION_FIELDS) {
    const options = optionsFor(catalogue, selection, field);
    const last = options[options.length - 1];
    if (!last) throw new Error(`No option for ${field}`);
    selection = selectField(selection, field, last.value);
  }
  return selection;
}

function measure(name, catalogue, rounds) {
  const selection = fullSelection(catalogue);
  const recomputeAll = () => {
    let count = 0;
    for (const field of SELECTION_FIELDS) count += optionsFor(catalogue, selection, field).length;
    return count;
  };
  // Kept, so the engine cannot drop work whose result nobody reads.
  let sink = 0;
  for (let round = 0; round < Math.min(500, rounds); round++) sink += recomputeAll();
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    sink += recomputeAll();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  const median = at(0.5);
  const parts = Object.values(catalogue).reduce((sum, rows) => sum + rows.length, 0);
  console.log(
    `\nConfigurator options of all ${SELECTION_FIELDS.length} fields for a full selection, ${name} (${parts} parts), ${rounds} rounds`,
  );
  console.log(`  median ${median.toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms`);
  console.log(
    `  target under ${TARGET_MS} ms: ${median < TARGET_MS ? 'MET' : 'ABOVE TARGET'} (${recomputeAll()} options, checksum ${sink})`,
  );
}

const real = loadRealCatalogue();
measure('the real catalogue', real, ROUNDS);
measure('a catalogue ten times its size', catalogueTimes(real, 10), Math.ceil(ROUNDS / 5));
