// The tables of the PC Master Hunt game.
import type { ColumnType } from 'kysely';
import type { Generated, Json, PaiseColumn, Timestamp } from './schema-columns';

/** One game of PC Master Hunt, with its own clock (docs/api/game.md). */
export interface GameSessionTable {
  id: Generated<string>;
  user_id: string;
  started_at: Timestamp;
  ends_at: Timestamp;
  pause_ends_at: Timestamp | null;
  round: number;
  budget_low_paise: PaiseColumn;
  budget_high_paise: PaiseColumn;
  score: number;
  streak: number;
  highest_streak: number;
  total_builds: number;
  successful_builds: number;
  failed_builds: number;
  score_reached_at: Timestamp;
  /** Its result has been counted into game_best_scores. */
  recorded: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A build judged in a game, one per budget. */
export interface GameBuildTable {
  game_id: string;
  round: number;
  selection: Json<Record<string, string>>;
  price_paise: PaiseColumn;
  within_budget: boolean;
  points: number;
  judged_at: Timestamp;
}

/** A player's best score from finished games, and when they first reached it. */
export interface GameBestScoreTable {
  user_id: string;
  score: number;
  reached_at: Timestamp;
  game_id: string;
}
