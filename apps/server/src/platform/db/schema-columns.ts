// The column types the tables share, as Kysely reads and writes them.
import type { ColumnType } from 'kysely';

/** A timestamp the database fills in: optional on insert, read back as a Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A jsonb column: written as JSON text, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
/** Integer paise in a bigint column. */
export type PaiseColumn = number;
/** Set by the shop by hand (an item out of stock); seeding never changes it. */
export type InStock = ColumnType<boolean, boolean | undefined, boolean>;

/** A timestamp the shop sets from its clock. */
export type Timestamp = ColumnType<Date, Date, Date>;
/** A column the database fills on insert (a generated id). */
export type Generated<T> = ColumnType<T, T | undefined, T>;
