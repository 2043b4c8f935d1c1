import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type E2eDatabase = { url: string; drop(): Promise<void> };

/**
 * A fresh, empty database for one run of the browser stories on the PostgreSQL server that
 * `serverUrl` names (TEST_DATABASE_URL): the shop migrates and seeds it as it would the embedded one.
 * Dropped afterwards, open connections and all.
 */
export async function createE2eDatabase(serverUrl: string): Promise<E2eDatabase> {
  const name = `shop_e2e_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
