import {
  type GameView,
  isSelectionComplete,
  LOAD_FAILURE_MESSAGES,
  rupeesToPaise,
  type SelectionField,
} from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSectionFlow } from '../../../components/build-accordion/use-section-flow';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { FETCH_SCORE_KEY, useFetchScore } from '../api/fetch-score';
import { LEADERBOARD_KEY } from '../api/game-leaderboard';
import { gameState } from '../api/game-state';
import { startGame } from '../api/start-game';
import { submitGameBuild } from '../api/submit-game-build';
import { updateScore } from '../api/update-score';
import { type SyncedGame, useGameClock } from './use-game-clock';

export type GameScreen = 'start' | 'play' | 'over';

/** The last build the server judged, with the budget it was judged against (paise). */
export type JudgedBuild = {
  withinBudget: boolean;
  points: number;
  yourPcPrice: number;
  budget: { low: number; high: number };
};

/** After a failed call, wait this long before asking the server again. */
const RETRY_AFTER_MS = 2_000;

/**
 * PC Master Hunt on the page (docs/api/game.md#the-screens): Start and Play Again start a game on
 * the server; a build is sent once its cabinet is chosen; the page counts the server's time and
 * pause down and asks the server again when either runs out; Game Over scrolls to the top.
 */
export function useGame() {
  const session = useSession();
  const queryClient = useQueryClient();
  const sections = useSectionFlow();
  const best = useFetchScore(session.userId);
  const [screen, setScreen] = useState<GameScreen>('start');
  const [synced, setSynced] = useState<SyncedGame | null>(null);
  const [judged, setJudged] = useState<JudgedBuild | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const clock = useGameClock(synced, screen === 'play');
  const bestScore = useRef<number | undefined>(undefined);
  bestScore.current = best.data?.score;

  // Game Over starts at the top, once its screen is in the page: a scroll made before it replaced
  // the board (the player's, or a section sliding into view) cannot leave it lower down. A smooth
  // scroll still under way lands its last step after an instant one in Chromium, stopping a few
  // pixels down: the next frame's scroll settles the page at the top.
  useLayoutEffect(() => {
    if (screen !== 'over') return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const frame = requestAnimationFrame(toTop);
    return () => cancelAnimationFrame(frame);
  }, [screen]);

  const game = synced?.game ?? null;
  const resetBuild = sections.reset;

  const gameOver = useCallback(
    async (over: GameView) => {
      setScreen('over');
      // The server has recorded the game; the old call is kept for a score that beats the best.
      if (session.userId && over.score > (bestScore.current ?? 0)) {
        try {
          await updateScore({
            id: session.userId,
            score: over.score,
            name: session.user?.firstname ?? '',
          });
        } catch (error) {
          console.error('Could not save the score', error);
        }
      }
      await queryClient.invalidateQueries({ queryKey: FETCH_SCORE_KEY });
      await queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
    },
    [queryClient, session.userId, session.user?.firstname],
  );

  /** Takes the server's word on the game: a new budget clears the build; over ends the game. */
  const take = useCallback(
    (next: GameView, previous: GameView | null) => {
      setSynced({ game: next, at: Date.now() });
      if (next.status === 'over') {
        void gameOver(next);
        return;
      }
      if (previous?.status === 'paused' && next.status === 'playing') {
        setJudged(null);
        resetBuild();
      }
    },
    [gameOver, resetBuild],
  );

  const play = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const started = await startGame();
      setJudged(null);
      resetBuild();
      setScreen('play');
      setSynced({ game: started, at: Date.now() });
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    } catch (error) {
      console.error('Could not start a game', error);
      setProblem(LOAD_FAILURE_MESSAGES.gameStart);
    } finally {
      setBusy(false);
    }
  };

  const refresh = useCallback(async () => {
    if (!game) return;
    setBusy(true);
    try {
      take(await gameState(game.gameId), game);
    } catch (error) {
      console.error('Could not read the game', error);
      setWaiting(true);
      setTimeout(() => setWaiting(false), RETRY_AFTER_MS);
    } finally {
      setBusy(false);
    }
  }, [game, take]);

  // When the time or the pause runs out here, the server says what happens next.
  const timeUp = game !== null && game.status !== 'over' && clock.remainingMs === 0;
  const pauseUp = game?.status === 'paused' && clock.pauseRemainingMs === 0;
  useEffect(() => {
    if (screen === 'play' && !busy && !waiting && (timeUp || pauseUp)) void refresh();
  }, [screen, busy, waiting, timeUp, pauseUp, refresh]);

  const submit = async (selection: typeof sections.selection) => {
    if (!game?.budget) return;
    const budget = { low: rupeesToPaise(game.budget.low), high: rupeesToPaise(game.budget.high) };
    setBusy(true);
    setProblem(null);
    try {
      const answer = await submitGameBuild({ gameId: game.gameId, round: game.round, selection });
      setJudged({
        withinBudget: answer.withinBudget,
        points: answer.points,
        yourPcPrice: answer.yourPcPricePaise,
        budget,
      });
      take(answer.game, game);
    } catch (error) {
      if (hasErrorCode(error, 'GAME_PAUSED', 'ROUND_ALREADY_PLAYED', 'GAME_OVER')) {
        // The server is ahead of this page: take its word on the game.
        await gameState(game.gameId).then(
          (latest) => take(latest, game),
          (stateError: unknown) => console.error('Could not read the game', stateError),
        );
      } else if (hasErrorCode(error, 'BUILD_REFUSED', 'INCOMPLETE_PC')) {
        setProblem(error.message);
      } else {
        console.error('Could not send the build', error);
        setProblem(LOAD_FAILURE_MESSAGES.gameBuild);
      }
    } finally {
      setBusy(false);
    }
  };

  const choose = (field: SelectionField, value: string) => {
    const next = sections.choose(field, value);
    if (field === 'cabinetModel' && isSelectionComplete(next)) void submit(next);
  };

  const canBuild = screen === 'play' && !busy && game?.status === 'playing' && !timeUp;

  return {
    screen,
    game,
    judged,
    busy,
    problem,
    canBuild,
    bestScore: best.data?.score,
    remainingMs: clock.remainingMs,
    pauseRemainingMs: clock.pauseRemainingMs,
    sections: { ...sections, choose },
    play,
  };
}
