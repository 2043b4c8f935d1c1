import './game-leaderboard.css';
import { type LeaderboardEntry, LOAD_FAILURE_MESSAGES } from '@shop/domain';
import { useEffect } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { TrophyFill } from 'react-bootstrap-icons';
import { useGameLeaderboard } from '../api/game-leaderboard';

/**
 * PC Master Hunt's leaderboard (docs/api/game.md#leaderboard): the top 10 best scores from games the
 * server ran, and the signed-in player's own rank when it is not among them. Shown on the game's
 * screens and composed into the PC Master Contest's page.
 */
export function GameLeaderboard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const board = useGameLeaderboard();
  useEffect(() => {
    if (board.error) console.error('Could not load the leaderboard', board.error);
  }, [board.error]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const me = board.data?.me ?? null;
  const meInTop = me !== null && (board.data?.top ?? []).some((entry) => entry.rank === me.rank);

  return (
    <section className="game-leaderboard" aria-labelledby="game-leaderboard-title">
      <Heading id="game-leaderboard-title" className="h5 fw-bold">
        <TrophyFill className="text-accent me-2" aria-hidden="true" />
        PC Master Hunt Leaderboard
      </Heading>
      {board.isPending ? (
        <div role="status" className="text-secondary">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading the leaderboard...
        </div>
      ) : board.isError ? (
        <p className="text-secondary mb-0">{LOAD_FAILURE_MESSAGES.leaderboard}</p>
      ) : board.data.top.length === 0 ? (
        <p className="text-secondary mb-0">No scores yet. Play a game and be the first!</p>
      ) : (
        <table className="table game-leaderboard-table mb-0">
          <caption className="visually-hidden">Top 10 players by best score</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col" className="text-end">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {board.data.top.map((entry) => (
              <Row key={entry.rank} entry={entry} mine={meInTop && entry.rank === me?.rank} />
            ))}
            {me && !meInTop && <Row entry={me} mine />}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  return (
    <tr className={mine ? 'game-leaderboard-mine' : undefined}>
      <td>{entry.rank}</td>
      <td>
        {entry.name}
        {mine && <span className="game-leaderboard-you"> (you)</span>}
      </td>
      <td className="text-end fw-semibold">{entry.score}</td>
    </tr>
  );
}
