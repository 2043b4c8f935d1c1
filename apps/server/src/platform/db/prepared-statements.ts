import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statement names by SQL text; bounded, as the shop's statements are a fixed set of shapes. */
const MAX_NAMES = 2_000;
const names = new Map<string, string>();

// Only statements that read or change rows, with parameters: DDL and migrations stay unnamed, so
// a table changed under a prepared statement never meets it.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Makes a PostgreSQL connection prepare each statement once (docs/decisions/061-prepared-statements.md):
 * node-postgres keeps a named statement parsed on its connection, so PostgreSQL plans it once
 * rather than on every call. Kysely calls `query(text, values)`; that form gets a name here.
 */
export function prepareStatementsOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values, callback] = args;
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      callback === undefined &&
      PREPARABLE.test(text)
    ) {
      return query({ name: statementName(text), text, values });
    }
    return query(...args);
  }) as typeof client.query;
}
