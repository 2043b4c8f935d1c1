import {
  API_MESSAGES,
  fetchScoreEndpoint,
  gameLeaderboardEndpoint,
  gameStateEndpoint,
  startGameEndpoint,
  submitGameBuildEndpoint,
  updateScoreEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { assertSessionUser, requireSession, sessionUser } from '../../platform/sessions/plugin';
import { createGames } from './games';
import { createGamePersonalDataRepository } from './personal-data-repository';

/**
 * PC Master Hunt (docs/api/game.md): the server starts each game, keeps its clock, judges every
 * build and keeps the scores (docs/decisions/010-game-scores-decided-by-the-server.md). The
 * leaderboard is public; everything else is the signed-in player's.
 */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = createGames(app);
  const personal = createGamePersonalDataRepository(app.db);
  // The best score goes first: it names one of the games.
  app.personalData.register({
    table: 'game_best_scores',
    section: 'gameBestScore',
    erasure: 'delete',
    note: 'Your best PC Master Hunt score; erasure takes it off the leaderboard.',
    export: ({ userId }) => personal.exportBestScoreOf(userId),
    erase: (trx, { userId }) => createGamePersonalDataRepository(trx).deleteBestScoreOf(userId),
  });
  app.personalData.register({
    table: 'game_sessions',
    section: 'games',
    erasure: 'delete',
    note: 'The PC Master Hunt games you played, with their builds.',
    export: ({ userId }) => personal.exportGamesOf(userId),
    erase: (trx, { userId }) => createGamePersonalDataRepository(trx).deleteGamesOf(userId),
  });

  app.route({
    ...routeOf(gameLeaderboardEndpoint),
    handler: async (request, reply) => {
      const user = await app.sessions.resolve(request);
      // It names the visitor's own rank: never from a shared cache.
      reply.header('cache-control', 'no-store');
      return games.leaderboard(user?.id ?? null);
    },
  });

  await app.register(playerRoutes(games));
};

/** The signed-in player's calls, behind the session guard. */
function playerRoutes(games: ReturnType<typeof createGames>): FastifyPluginAsyncZod {
  return async (player) => {
    player.addHook('onRequest', requireSession);
    const limiter = createRateLimiter(player.db, player.clock);

    player.route({
      ...routeOf(startGameEndpoint),
      handler: async (request, reply) => {
        const userId = sessionUser(request).id;
        if (!(await limiter.consume(RATE_RULES.startGamePerUser, userId))) {
          throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
        }
        return reply.code(201).send(await games.start(userId));
      },
    });

    player.route({
      ...routeOf(gameStateEndpoint),
      handler: async (request) => games.view(sessionUser(request).id, request.body.gameId),
    });

    player.route({
      ...routeOf(submitGameBuildEndpoint),
      handler: async (request) => {
        const { gameId, round, selection } = request.body;
        return games.submit(sessionUser(request).id, gameId, round, selection);
      },
    });

    player.route({
      ...routeOf(fetchScoreEndpoint),
      handler: async (request) => {
        const user = assertSessionUser(request, request.body, ['id']);
        return { score: await games.bestScore(user.id) };
      },
    });

    player.route({
      ...routeOf(updateScoreEndpoint),
      handler: async (request) => {
        const user = assertSessionUser(request, request.body, ['id']);
        if (!(await games.earned(user.id, request.body.score))) {
          throw new HttpError('SCORE_NOT_EARNED', API_MESSAGES.scoreNotEarned);
        }
        return { message: API_MESSAGES.scoreSaved, score: await games.bestScore(user.id) };
      },
    });
  };
}
