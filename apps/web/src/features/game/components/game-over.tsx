import type { GameView } from '@shop/domain';
import Button from 'react-bootstrap/Button';

type GameOverProps = {
  game: GameView;
  bestScore: number | undefined;
  busy: boolean;
  problem: string | null;
  onPlayAgain: () => void;
};

/** Game Over: the game's figures as the server counted them, the best score and Play Again. */
export function GameOver({ game, bestScore, busy, problem, onPlayAgain }: GameOverProps) {
  const figures: [string, number][] = [
    ['Total PCs built', game.totalBuilds],
    ['Successful builds', game.successfulBuilds],
    ['Failed builds', game.failedBuilds],
    ['Highest streak', game.highestStreak],
    ['Final score', game.score],
  ];
  return (
    <section className="game-card game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title" className="h3 fw-bold">
        Game Over
      </h2>
      <dl className="game-over-figures">
        {figures.map(([label, value]) => (
          <div key={label} className={label === 'Final score' ? 'game-over-final' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="game-start-row">
        <Button variant="accent" size="lg" onClick={onPlayAgain} disabled={busy}>
          Play Again
        </Button>
        <p className="game-best mb-0">
          Best score: <strong>{bestScore ?? '-'}</strong>
        </p>
      </div>
      {problem && (
        <p className="text-accent mt-3 mb-0" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
