import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createAddressesRepository } from './repository';

/** What other modules may ask of the addresses module, which owns the addresses table. */
export function createAddressesService(db: Kysely<Database>) {
  const addresses = createAddressesRepository(db);
  return { findForUser: addresses.findForUser };
}
