import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** True when the database answers a trivial query. */
    async isDatabaseReachable(): Promise<boolean> {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}
