import type { Migration } from 'kysely';
import * as consoleSearchIndexes from './0053_console_search_indexes';

/**
 * Migrations that must run outside a transaction: indexes on big tables, built with CREATE INDEX
 * CONCURRENTLY so writes go on meanwhile (docs/decisions/110-a-year-of-a-busy-shop.md). They run
 * after the others, with their own record table, and each must be safe to run again: a start cut
 * short between its work and its record runs it once more.
 */
export const onlineMigrations: Record<string, Migration> = {
  '0053_console_search_indexes': consoleSearchIndexes,
};
