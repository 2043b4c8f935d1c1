import { countLimitFor, pagedTotal } from '@shop/domain';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * How many rows a console list's query finds, counted no further than the page's count limit
 * (docs/decisions/110-a-year-of-a-busy-shop.md): a `limit` inside the count, so a million
 * matching rows cost as much as ten thousand.
 */
export async function countPastPage<Tables extends keyof Database, Row>(
  db: Kysely<Database> | Transaction<Database>,
  query: SelectQueryBuilder<Database, Tables, Row>,
  page: { offset: number; limit: number },
) {
  const countLimit = countLimitFor(page.offset, page.limit);
  const rows = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(countLimit + 1);
  const { rows: counted } = await sql<{ counted: string }>`
    select count(*) as counted from (${rows}) as capped`.execute(db);
  return pagedTotal(Number(counted[0]?.counted ?? 0), countLimit);
}
