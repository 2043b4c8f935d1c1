import { z } from 'zod';
import { selectionSchema } from '../configurator/sections';
import { endpoint } from './endpoint';
import { ignoredField, sessionUserIdSchema } from './shared';

/**
 * PC Master Hunt (docs/api/game.md): the server runs every game; the browser starts one, sends
 * each finished build as part ids, and shows what the server answers
 * (docs/decisions/010-game-scores-decided-by-the-server.md).
 */

const count = z.number().int().nonnegative();

export const gameViewSchema = z.object({
  gameId: z.string().describe('The game, for the calls that follow'),
  status: z
    .enum(['playing', 'paused', 'over'])
    .describe('paused: the 5 s before the next budget; over: time is up'),
  round: z.number().int().positive().describe('The number of the budget in play, from 1'),
  remainingMs: count.describe("Time left, by the server's clock when it answered"),
  pauseRemainingMs: count.describe('Time until the next budget; 0 unless paused'),
  budget: z
    .object({
      low: z.number().describe('Rupees, a whole number of thousands'),
      high: z.number().describe('Rupees, a whole number of thousands'),
    })
    .nullable()
    .describe('The budget in play; null while paused (the next one is not out yet)'),
  score: count,
  streak: z.number().int().positive().describe('The multiplier of the next pass'),
  highestStreak: count.describe('The most passes in a row'),
  totalBuilds: count,
  successfulBuilds: count,
  failedBuilds: count,
});
/** A game as its player sees it at the moment the server answers. */
export type GameView = z.infer<typeof gameViewSchema>;

const gameIdSchema = z.string().min(1).max(100);

export const startGameEndpoint = endpoint({
  method: 'POST',
  path: '/api/startGame',
  tag: 'game',
  summary: "Starts a game: 180 s on the server's clock and a first budget (10 % tolerance)",
  description:
    'A player has one game at a time: starting one ends any game of theirs still running, whose ' +
    'score so far stands. Play Again is a new start.',
  body: z.object({}),
  status: 201,
  response: gameViewSchema,
  errors: ['LOGIN_REQUIRED', 'RATE_LIMITED'],
});

export const gameStateEndpoint = endpoint({
  method: 'POST',
  path: '/api/gameState',
  tag: 'game',
  summary: 'A game of the signed-in player as it stands now',
  description: 'Asked when a pause or the time runs out on the browser: the server has the say.',
  body: z.object({ gameId: gameIdSchema }),
  response: gameViewSchema,
  errors: ['LOGIN_REQUIRED', 'GAME_NOT_FOUND'],
});

export const submitGameBuildEndpoint = endpoint({
  method: 'POST',
  path: '/api/submitGameBuild',
  tag: 'game',
  summary: 'Judges a finished build against the budget in play',
  description:
    'The build is priced from its part ids with the quote the shop sells by; "Your PC" is its ' +
    'selling price. Refused (and not counted) when time is up, during the 5 s pause, for a budget ' +
    'already played, or for a build that is incomplete or breaks a rule.',
  body: z.object({
    gameId: gameIdSchema,
    round: z.number().int().positive().describe('The budget the build answers (GameView.round)'),
    selection: selectionSchema,
  }),
  response: z.object({
    withinBudget: z.boolean(),
    points: count.describe('100 x the streak for a pass, 0 for a miss'),
    yourPcPrice: z.number().describe('The build\'s "Your PC" price, rupees'),
    yourPcPricePaise: z.number().int(),
    game: gameViewSchema.describe('The game after this build'),
  }),
  errors: [
    'LOGIN_REQUIRED',
    'GAME_NOT_FOUND',
    'GAME_OVER',
    'GAME_PAUSED',
    'ROUND_ALREADY_PLAYED',
    'INCOMPLETE_PC',
    'BUILD_REFUSED',
  ],
});

export const fetchScoreEndpoint = endpoint({
  method: 'POST',
  path: '/api/fetchScore',
  tag: 'game',
  summary: "The signed-in player's best score, from the games the server ran (0 before any)",
  body: z.object({ id: sessionUserIdSchema }),
  response: z.object({ score: count }),
  errors: ['LOGIN_REQUIRED'],
});

export const updateScoreEndpoint = endpoint({
  method: 'POST',
  path: '/api/updateScore',
  tag: 'game',
  summary: 'Saves a score only when a finished game of the player earned it',
  description:
    'Kept in its old shape. The server records every finished game itself; this call changes ' +
    'nothing it did not already know: a score no finished game of the player earned is refused ' +
    '(400 SCORE_NOT_EARNED). Answers the best score.',
  body: z.object({
    id: sessionUserIdSchema,
    score: z.number().int().nonnegative().max(1_000_000_000),
    name: ignoredField("the leaderboard shows the account's own name"),
  }),
  response: z.object({ message: z.string(), score: count.describe('The best score') }),
  errors: ['LOGIN_REQUIRED', 'SCORE_NOT_EARNED'],
});

const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  name: z.string().describe('First name and the initial of the last name'),
  score: count,
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const gameLeaderboardEndpoint = endpoint({
  method: 'GET',
  path: '/api/gameLeaderboard',
  tag: 'game',
  summary: "The top 10 best scores, and the signed-in player's own rank",
  description:
    'Each player once, by their best score from finished games; a tie goes to who reached the ' +
    'score first. `me` is null for a visitor and for a player with no score yet.',
  response: z.object({
    top: z.array(leaderboardEntrySchema).max(10),
    me: leaderboardEntrySchema.nullable(),
  }),
  errors: [],
});
