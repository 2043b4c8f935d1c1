import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from './db/kysely';
import type { Database } from './db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** For repositories only: routes and services call repositories, never SQL. */
    db: Kysely<Database>;
    config: AppConfig;
    /**
     * How many statements may have changed the database, on PGlite only (null on PostgreSQL,
     * where other instances write too): see DatabaseHandle.writeCount.
     */
    databaseWriteCount: (() => number) | null;
    /** Moves whenever this process learns the database may have changed: DatabaseHandle.changeCount. */
    databaseChangeCount: () => number;
  }
}

/** Makes the configuration and the database reachable from every module. */
export const contextPlugin = fp<{ config: AppConfig; database: DatabaseHandle }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('databaseWriteCount', database.writeCount ?? null);
    app.decorate('databaseChangeCount', database.changeCount);
  },
  { name: 'context' },
);
