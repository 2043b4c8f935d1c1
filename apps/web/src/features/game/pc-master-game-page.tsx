import './game.css';
import { rupeesToPaise } from '@shop/domain';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { BuildAccordion } from '../../components/build-accordion/build-accordion';
import { PageHeading } from '../../components/page-heading';
import { useFetchAllComponents } from '../../lib/catalogue/fetch-all-components';
import { usePageTitle } from '../../lib/use-page-title';
import { BudgetSlider } from './components/budget-slider';
import { GameLeaderboard } from './components/game-leaderboard';
import { GameOver } from './components/game-over';
import { GameTopBar } from './components/game-top-bar';
import { HowToPlay } from './components/how-to-play';
import { RoundMessage } from './components/round-message';
import { useGame } from './hooks/use-game';
import { secondsShown } from './hooks/use-game-clock';

/** PC Master Hunt (/pc-master-game, signed in; docs/api/game.md#the-screens). */
export function PcMasterGamePage() {
  usePageTitle('PC Master Hunt');
  const components = useFetchAllComponents();
  useEffect(() => {
    if (components.error) console.error('Could not load the components', components.error);
  }, [components.error]);
  const play = useGame();
  const { game, judged, sections } = play;
  const countdown =
    game?.status === 'paused' ? Math.max(1, secondsShown(play.pauseRemainingMs)) : null;
  const sliderBudget =
    judged?.budget ??
    (game?.budget
      ? { low: rupeesToPaise(game.budget.low), high: rupeesToPaise(game.budget.high) }
      : null);

  return (
    <>
      <PageHeading title="PC Master Hunt">
        <p className="game-lead">
          Build a PC inside the budget before the clock runs out. Top players may win a graphics
          card!
        </p>
      </PageHeading>
      <div className="container game-page">
        {play.screen === 'play' && game ? (
          <>
            {/* The round's result and any refusal are in the sticky bar, so a player who hands in
                a build at the foot of the list on a phone reads them where they are. */}
            <GameTopBar game={game} remainingMs={play.remainingMs} countdown={countdown}>
              {judged && countdown !== null && (
                <RoundMessage judged={judged} countdown={countdown} />
              )}
              {play.problem && (
                <Alert variant="danger" className="game-problem mb-0 mt-3">
                  {play.problem}
                </Alert>
              )}
            </GameTopBar>
            <div className="row g-4">
              <div className="col-lg-7">
                {components.isPending ? (
                  <div className="game-loading" role="status">
                    <Spinner animation="border" className="text-accent" aria-hidden="true" />
                    <span>Loading components...</span>
                  </div>
                ) : (
                  <BuildAccordion
                    catalogue={components.data}
                    selection={sections.selection}
                    openSection={sections.openSection}
                    guard={sections.guard}
                    onToggle={sections.toggleSection}
                    onChoose={sections.choose}
                    onDismissGuard={sections.dismissGuard}
                    disabled={!play.canBuild}
                  />
                )}
              </div>
              {/* After the list on a phone: the price marked on the budget right below the cabinet. */}
              <div className="col-lg-5">
                <div className="game-side">
                  {sliderBudget && (
                    <BudgetSlider
                      budget={sliderBudget}
                      price={judged?.yourPcPrice ?? null}
                      withinBudget={judged?.withinBudget ?? null}
                    />
                  )}
                  {play.busy && game.status === 'playing' && (
                    <div className="text-secondary" role="status">
                      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                      Checking your PC...
                    </div>
                  )}
                </div>
              </div>
            </div>
          </>
        ) : (
          <div className="row g-4">
            <div className="col-lg-7">
              {play.screen === 'over' && game ? (
                <GameOver
                  game={game}
                  bestScore={play.bestScore}
                  busy={play.busy}
                  problem={play.problem}
                  onPlayAgain={play.play}
                />
              ) : (
                <HowToPlay
                  bestScore={play.bestScore}
                  busy={play.busy}
                  problem={play.problem}
                  onStart={play.play}
                />
              )}
            </div>
            <div className="col-lg-5">
              <div className="game-card">
                <GameLeaderboard />
              </div>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
