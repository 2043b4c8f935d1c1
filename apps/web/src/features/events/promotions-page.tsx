import { EVENT_IDS, SHOP_EVENTS } from '@shop/domain';
import type { ReactNode } from 'react';
import { ArrowRight } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { EventPage } from './components/event-page';

const CONTESTS = EVENT_IDS.filter((id) => id !== 'tech-fest').map((id) => SHOP_EVENTS[id]);

/**
 * /ad (docs/api/events.md#the-pages): the fest itself, with its own registration, and a card for
 * each contest, which registers separately.
 */
export function PromotionsPage({ aside }: { aside?: ReactNode }) {
  return (
    <EventPage event={SHOP_EVENTS['tech-fest']} aside={aside}>
      <h3 className="h5 fw-bold mt-4">The contests</h3>
      <div className="contest-cards">
        {CONTESTS.map((contest) => (
          <article key={contest.id} className="contest-card">
            <h4 className="h6 fw-bold mb-0">{contest.name}</h4>
            <p className="text-secondary small mb-1">
              {contest.time}. {contest.tagline}
            </p>
            <Link to={contest.path} className="mt-auto">
              Details and registration <ArrowRight aria-hidden="true" />
            </Link>
          </article>
        ))}
      </div>
    </EventPage>
  );
}
