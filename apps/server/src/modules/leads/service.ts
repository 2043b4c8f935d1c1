import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createLeadsRepository } from './repository';

/** What other modules may ask of the leads: how many nobody has followed up yet. */
export function createLeadsService(db: Kysely<Database>) {
  return { countNew: createLeadsRepository(db).countNew };
}
