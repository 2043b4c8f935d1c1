import { accessoryListSchema } from '@shop/domain';
import type { Seeder } from '../../platform/db/seed/seeder';
import { createCatalogueItemsService } from '../catalogue-items/service';

const FILE = 'accessories/accessories.json';
const MAX_REPORTED_ISSUES = 10;

/** data/accessories/accessories.json, checked whole with the domain's schema before any row is written. */
export const accessoriesSeeder: Seeder = {
  name: 'accessories',
  file: FILE,
  async apply(trx, rows) {
    const result = accessoryListSchema.safeParse(rows);
    if (!result.success) {
      const lines = result.error.issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => {
        const [row, ...field] = issue.path;
        const id = typeof row === 'number' ? (rows[row] as { id?: unknown } | null)?.id : undefined;
        const where = typeof row === 'number' ? `row ${row + 1}${id ? ` (${id})` : ''}` : 'file';
        return `- ${where}${field.length ? `, ${field.join('.')}` : ''}: ${issue.message}`;
      });
      throw new Error(`The add-ons in data/${FILE} were refused:\n${lines.join('\n')}`);
    }
    await createCatalogueItemsService(trx).replaceSeeded('accessory', result.data);
  },
};
