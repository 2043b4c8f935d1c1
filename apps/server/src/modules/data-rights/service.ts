import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createStaffDataRightsRepository } from './staff-repository';

/** What other modules may ask of data rights: the console's dashboard counts the admins' to-do. */
export function createDataRightsService(db: Kysely<Database>) {
  const requests = createStaffDataRightsRepository(db);
  return {
    /** Erased customers whose CRM contact no admin has said is deleted yet (decision 071). */
    countCrmCopiesToDelete: () => requests.countCopiesToDelete(),
  };
}
