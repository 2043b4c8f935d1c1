import { SHOP_EVENTS } from '@shop/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EventPage } from './components/event-page';

/**
 * /pc-master-contest (docs/api/events.md#the-pages): `aside` is where the game's leaderboard is
 * composed in, after the registration form.
 */
export function PcMasterContestPage({ aside }: { aside?: ReactNode }) {
  return (
    <EventPage slug={SHOP_EVENTS['pc-master-contest'].slug} aside={aside}>
      <Link to="/pc-master-game" className="btn btn-outline-light mt-2">
        Practise PC Master Hunt
      </Link>
    </EventPage>
  );
}
