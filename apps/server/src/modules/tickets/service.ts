import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createTicketsRepository } from './repository';

/** What other modules may ask of the tickets: how many are open. */
export function createTicketsService(db: Kysely<Database>) {
  return { countOpen: createTicketsRepository(db).countOpen };
}
