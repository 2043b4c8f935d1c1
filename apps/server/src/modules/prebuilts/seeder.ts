import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CATALOGUE_TABLES,
  type Catalogue,
  catalogueSchema,
  checkPrebuiltRange,
  describePrebuiltProblem,
} from '@shop/domain';
import { seedDataDir } from '../../paths';
import type { Seeder } from '../../platform/db/seed/seeder';
import { createCatalogueItemsService } from '../catalogue-items/service';

const FILE = 'prebuilts/prebuilts.json';
const MAX_REPORTED_PROBLEMS = 10;

/**
 * data/prebuilts/prebuilts.json, checked whole before any row is written
 * (docs/api/prebuilts.md#data): each machine against the catalogue files beside it, so a machine
 * that names an unknown part, breaks a rule or does not suit its use case stops the start with the
 * row, id and field of every problem.
 */
export function createPrebuiltsSeeder(dataDir: string = seedDataDir): Seeder {
  return {
    name: 'prebuilts',
    file: FILE,
    async apply(trx, rows) {
      const check = checkPrebuiltRange(await readCatalogue(dataDir), rows);
      if (!check.ok) {
        const lines = check.problems
          .slice(0, MAX_REPORTED_PROBLEMS)
          .map((problem) => `- ${describePrebuiltProblem(problem)}`);
        const more = check.problems.length - lines.length;
        if (more > 0) lines.push(`- and ${more} more`);
        throw new Error(`The pre-builts in data/${FILE} were refused:\n${lines.join('\n')}`);
      }
      await createCatalogueItemsService(trx).replaceSeeded('prebuilt', check.list);
    },
  };
}

async function readCatalogue(dataDir: string): Promise<Catalogue> {
  const tables: Record<string, unknown> = {};
  for (const table of CATALOGUE_TABLES) {
    const path = join(dataDir, 'catalogue', `${table}.json`);
    tables[table] = JSON.parse(await readFile(path, 'utf8'));
  }
  const parsed = catalogueSchema.safeParse(tables);
  if (!parsed.success) {
    throw new Error(`The pre-builts cannot be checked: the catalogue in ${dataDir} is refused`);
  }
  return parsed.data;
}
