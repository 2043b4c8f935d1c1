import { PcMasterContestPage } from '../../features/events/pc-master-contest-page';
import { GameLeaderboard } from '../../features/game/components/game-leaderboard';

/** /pc-master-contest: the contest's page, with PC Master Hunt's leaderboard beside its form. */
export function PcMasterContestScreen() {
  return (
    <PcMasterContestPage
      aside={
        <div className="event-card">
          <GameLeaderboard />
        </div>
      }
    />
  );
}
