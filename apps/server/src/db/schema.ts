import type { ColumnType } from 'kysely';

/** A timestamp the database fills in: optional on insert, read back as a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Which seed data file was applied, by the sha256 of its contents. */
export interface SeedStateTable {
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

/** Every table, as Kysely sees it. Each migration that adds a table adds it here. */
export interface Database {
  seed_state: SeedStateTable;
}
