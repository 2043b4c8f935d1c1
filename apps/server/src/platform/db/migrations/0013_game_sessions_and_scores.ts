import { type Kysely, sql } from 'kysely';

// PC Master Hunt, run by the server (docs/decisions/010-game-scores-decided-by-the-server.md,
// docs/api/game.md). A game is a row with its own clock: `ends_at` (moved 20.5 s later by each pass)
// and `pause_ends_at` (no build is judged before it), the budget in play and every figure of the
// score. `recorded` turns true once its result has been counted into game_best_scores, at most once;
// a player has one game not yet recorded at a time. Each judged build is kept, one per budget.
// game_best_scores holds each player's best, and when they first reached it (ties rank by it).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz', (column) => column.notNull())
    .addColumn('pause_ends_at', 'timestamptz')
    .addColumn('round', 'integer', (column) => column.notNull().check(sql`round >= 1`))
    .addColumn('budget_low_paise', 'bigint', (column) => column.notNull())
    .addColumn('budget_high_paise', 'bigint', (column) => column.notNull())
    .addColumn('score', 'integer', (column) => column.notNull().check(sql`score >= 0`))
    .addColumn('streak', 'integer', (column) => column.notNull().check(sql`streak >= 1`))
    .addColumn('highest_streak', 'integer', (column) => column.notNull())
    .addColumn('total_builds', 'integer', (column) => column.notNull())
    .addColumn('successful_builds', 'integer', (column) => column.notNull())
    .addColumn('failed_builds', 'integer', (column) => column.notNull())
    .addColumn('score_reached_at', 'timestamptz', (column) => column.notNull())
    .addColumn('recorded', 'boolean', (column) => column.notNull().defaultTo(false))
    .addCheckConstraint('game_sessions_budget_in_order', sql`budget_low_paise <= budget_high_paise`)
    .addCheckConstraint(
      'game_sessions_builds_add_up',
      sql`total_builds = successful_builds + failed_builds`,
    )
    .execute();
  await db.schema
    .createIndex('game_sessions_one_open_game_per_player')
    .on('game_sessions')
    .column('user_id')
    .unique()
    .where(sql.ref('recorded'), '=', false)
    .execute();
  await db.schema
    .createIndex('game_sessions_to_record')
    .on('game_sessions')
    .column('ends_at')
    .where(sql.ref('recorded'), '=', false)
    .execute();

  await db.schema
    .createTable('game_builds')
    .addColumn('game_id', 'uuid', (column) =>
      column.notNull().references('game_sessions.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (column) => column.notNull())
    .addColumn('selection', 'jsonb', (column) => column.notNull())
    .addColumn('price_paise', 'bigint', (column) => column.notNull())
    .addColumn('within_budget', 'boolean', (column) => column.notNull())
    .addColumn('points', 'integer', (column) => column.notNull())
    .addColumn('judged_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_builds_pkey', ['game_id', 'round'])
    .execute();

  await db.schema
    .createTable('game_best_scores')
    .addColumn('user_id', 'uuid', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('score', 'integer', (column) => column.notNull().check(sql`score > 0`))
    .addColumn('reached_at', 'timestamptz', (column) => column.notNull())
    .addColumn('game_id', 'uuid', (column) =>
      column.notNull().references('game_sessions.id').onDelete('cascade'),
    )
    .execute();
  await sql`
    create index game_best_scores_ranking
    on game_best_scores (score desc, reached_at asc, user_id asc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_best_scores').execute();
  await db.schema.dropTable('game_builds').execute();
  await db.schema.dropTable('game_sessions').execute();
}
