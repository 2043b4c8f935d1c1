import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/**
 * Loads one JSON data file (an array of rows) into the database. It runs again whenever the
 * file changes, so `apply` must bring its tables to match the whole file (upsert, and remove
 * what the file no longer holds), not merely insert.
 */
export interface Seeder {
  /** Unique; the key under which seed_state records the file's checksum. */
  readonly name: string;
  /** Path of the JSON file relative to data/ (at the repo root). */
  readonly file: string;
  /** Rows come straight from JSON: check them with the domain's zod schemas before use. */
  apply(trx: Transaction<Database>, rows: unknown[]): Promise<void>;
}
