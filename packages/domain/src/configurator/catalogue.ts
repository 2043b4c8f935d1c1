import { z } from 'zod';
import { PRODUCT_FACTS_REQUIRED } from '../products/product-facts';
import {
  cabinetSchema,
  chipsetSchema,
  coolerSchema,
  gpuSchema,
  IN_BUILT,
  NOT_AVAILABLE,
  processorSchema,
  psuSchema,
  ramSchema,
  storageSchema,
} from './catalogue-schema';

/**
 * The whole catalogue, as fetchAllComponents answers it and as the server checks the data files
 * at seed time. Besides each row's shape it checks what the configurator relies on across rows.
 */
export const catalogueSchema = z
  .object({
    processors: z.array(processorSchema).min(1),
    rams: z.array(ramSchema).min(1),
    chipsets: z.array(chipsetSchema).min(1),
    gpus: z.array(gpuSchema),
    coolers: z.array(coolerSchema).min(1),
    storages: z.array(storageSchema).min(1),
    psus: z.array(psuSchema).min(1),
    cabinets: z.array(cabinetSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const problem = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });

    const tables = [
      ['processors', catalogue.processors.map((row) => row.idcomp)],
      ['rams', catalogue.rams.map((row) => row.idram)],
      ['chipsets', catalogue.chipsets.map((row) => row.idchipset)],
      ['gpus', catalogue.gpus.map((row) => row.idgpu)],
      ['coolers', catalogue.coolers.map((row) => row.idcooler)],
      ['storages', catalogue.storages.map((row) => row.idstorage)],
      ['psus', catalogue.psus.map((row) => row.idpsu)],
      ['cabinets', catalogue.cabinets.map((row) => row.idcabinet)],
    ] as const;
    for (const [table, ids] of tables) {
      const seen = new Set<string>();
      ids.forEach((rowId, index) => {
        if (seen.has(rowId)) problem([table, index], `Duplicate id "${rowId}" in ${table}`);
        seen.add(rowId);
      });
    }

    catalogue.processors.forEach((processor, index) => {
      if (processor.gputype.includes(IN_BUILT) && processor.igpu === null) {
        problem(
          ['processors', index, 'gputype'],
          `${processor.title} is offered as "${IN_BUILT}" but has no integrated graphics`,
        );
      }
    });

    // Every product states its facts; the Box Cooler (the processor's own) and the "Not
    // Available" drive are not products, so they state none.
    const factsOf = (
      table: (typeof tables)[number][0],
    ): { facts: unknown; placeholder: boolean }[] =>
      table === 'coolers'
        ? catalogue.coolers.map((row) => ({
            facts: row.facts,
            placeholder: row.coolertype === 'box',
          }))
        : table === 'storages'
          ? catalogue.storages.map((row) => ({
              facts: row.facts,
              placeholder: row.storagetype === 'none',
            }))
          : catalogue[table].map((row) => ({ facts: row.facts, placeholder: false }));
    for (const [table] of tables) {
      factsOf(table).forEach(({ facts, placeholder }, index) => {
        if (!placeholder && facts === null) {
          problem([table, index, 'facts'], PRODUCT_FACTS_REQUIRED);
        }
        if (placeholder && facts !== null) {
          problem([table, index, 'facts'], 'Not a product of its own: its facts must be null');
        }
      });
    }

    const boxCoolers = catalogue.coolers.filter((cooler) => cooler.coolertype === 'box');
    if (boxCoolers.length > 1) problem(['coolers'], 'Only one box cooler entry may exist');
    if (boxCoolers.length === 0 && catalogue.processors.some((p) => p.cooler !== null)) {
      problem(['coolers'], 'Processors ship with a box cooler but there is no box cooler entry');
    }

    const noDrive = catalogue.storages.filter((storage) => storage.storagetype === 'none');
    if (noDrive.length !== 1 || noDrive[0]?.storagename !== NOT_AVAILABLE) {
      problem(['storages'], `Exactly one storage entry of type "none", named "${NOT_AVAILABLE}"`);
    }
  });

export type Catalogue = z.infer<typeof catalogueSchema>;
