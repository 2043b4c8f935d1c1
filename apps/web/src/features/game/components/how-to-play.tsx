import { GAME } from '@shop/domain';
import Button from 'react-bootstrap/Button';

type HowToPlayProps = {
  bestScore: number | undefined;
  busy: boolean;
  problem: string | null;
  onStart: () => void;
};

/** The start view: how to play, Start and the player's best score. */
export function HowToPlay({ bestScore, busy, problem, onStart }: HowToPlayProps) {
  return (
    <section className="game-card" aria-labelledby="how-to-play">
      <h2 id="how-to-play" className="h4 fw-bold">
        How to Play
      </h2>
      <ol className="game-rules">
        <li>
          You get a budget range. Build a PC, section by section, whose "Your PC" price lands inside
          it: choosing the cabinet model hands your build in.
        </li>
        <li>
          A PC within budget scores {GAME.pointsPerStreak} x your streak and adds{' '}
          {GAME.successBonusSeconds + GAME.successExtraSeconds} seconds. Builds in a row raise the
          streak; a miss sets it back to 1.
        </li>
        <li>
          After each build a new budget comes in {GAME.secondsBetweenRounds} seconds, and it gets
          tighter with every success.
        </li>
        <li>You have {GAME.durationSeconds} seconds. The best scores may win a graphics card!</li>
      </ol>
      <div className="game-start-row">
        <Button variant="accent" size="lg" onClick={onStart} disabled={busy}>
          Start
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
