import type { Paise } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export type NewBuild = { id: string; item: unknown; itemShort: string; pricePaise: Paise };
export type StoredBuild = { item: unknown; itemshort: string };

export function createBuildsRepository(db: Kysely<Database>) {
  return {
    async insert(build: NewBuild): Promise<void> {
      await db
        .insertInto('builds')
        .values({
          id: build.id,
          item: JSON.stringify(build.item),
          itemshort: build.itemShort,
          price_paise: build.pricePaise,
        })
        .execute();
    },

    async findById(id: string): Promise<StoredBuild | undefined> {
      return db
        .selectFrom('builds')
        .select(['item', 'itemshort'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
