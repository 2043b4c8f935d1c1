import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CATALOGUE_KIND_SHAPES,
  CATALOGUE_TABLES,
  type Catalogue,
  catalogueSchema,
  PART_ITEM_KINDS,
  PART_TABLES,
} from '@shop/domain';
import type { z } from 'zod';
import { seedDataDir } from '../../paths';
import type { Seeder } from '../../platform/db/seed/seeder';
import { createCatalogueItemsService } from '../catalogue-items/service';
import type { CatalogueTableName } from './snapshot';

const MAX_REPORTED_ISSUES = 10;

export function catalogueFile(table: CatalogueTableName): string {
  return `catalogue/${table}.json`;
}

/**
 * One seeder per data/catalogue/*.json file. Each checks the WHOLE catalogue with the domain's
 * catalogueSchema, not only its own rows, because some rules span files (a processor with a box
 * cooler needs the Box Cooler entry): the other files are read from the same folder. A refused
 * file stops the start with every problem named by file, row and field.
 */
export function createCatalogueSeeders(dataDir: string = seedDataDir): Seeder[] {
  return PART_ITEM_KINDS.map((kind) => {
    const table = PART_TABLES[kind];
    return {
      name: `catalogue-${table}`,
      file: catalogueFile(table),
      async apply(trx, rows) {
        const catalogue = await checkedCatalogue(dataDir, table, rows);
        await createCatalogueItemsService(trx).replaceSeeded(kind, catalogue[table]);
      },
    };
  });
}

async function checkedCatalogue(
  dataDir: string,
  ownTable: CatalogueTableName,
  ownRows: unknown[],
): Promise<Catalogue> {
  const tables: Record<string, unknown> = {};
  for (const table of CATALOGUE_TABLES) {
    tables[table] =
      table === ownTable ? ownRows : await readJson(join(dataDir, catalogueFile(table)));
  }
  const result = catalogueSchema.safeParse(tables);
  if (result.success) return result.data;
  throw new Error(
    `The component catalogue in ${join(dataDir, 'catalogue')} was refused:\n` +
      describeIssues(result.error.issues, tables),
  );
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`Catalogue file ${path} could not be read as JSON`, { cause: error });
  }
}

function describeIssues(issues: z.core.$ZodIssue[], tables: Record<string, unknown>): string {
  const lines = issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => {
    const [table, row, ...field] = issue.path;
    const file = catalogueFile(String(table) as CatalogueTableName);
    if (typeof row !== 'number') return `- ${file}: ${issue.message}`;
    const id = idOf(table as CatalogueTableName, (tables[String(table)] as unknown[])[row]);
    const where = `row ${row + 1}${id ? ` (${id})` : ''}`;
    return `- ${file}, ${where}${field.length ? `, ${field.join('.')}` : ''}: ${issue.message}`;
  });
  const more = issues.length - lines.length;
  return lines.join('\n') + (more > 0 ? `\n- and ${more} more` : '');
}

function idOf(table: CatalogueTableName, row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const kind = PART_ITEM_KINDS.find((each) => PART_TABLES[each] === table);
  const id = kind && (row as Record<string, unknown>)[CATALOGUE_KIND_SHAPES[kind].idField];
  return typeof id === 'string' ? id : undefined;
}
