import { formatEventTime, SHOP_EVENTS } from '@shop/domain';
import type { ReactNode } from 'react';
import { ArrowRight } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { type ShownEvent, useEvents } from './api/fetch-events';
import { ComingUp } from './components/coming-up';
import { EventPage } from './components/event-page';
import { PastEvents } from './components/past-events';

const FEST = SHOP_EVENTS['tech-fest'];

/**
 * /ad (docs/decisions/097-events-are-data.md): what is coming up, then the 2025 fest as it was
 * held, with a card for each contest of its edition, then the archive of every event held.
 */
export function PromotionsPage({ aside }: { aside?: ReactNode }) {
  const { data } = useEvents();
  const events = data?.events ?? [];
  return (
    <>
      <ComingUp events={events.filter((event) => event.state !== 'held')} />
      <EventPage slug={FEST.slug} aside={aside}>
        {(fest) => <Contests fest={fest} events={events} />}
      </EventPage>
      <PastEvents events={events.filter((event) => event.state === 'held')} />
    </>
  );
}

function Contests({ fest, events }: { fest: ShownEvent; events: readonly ShownEvent[] }) {
  const contests = events.filter((event) => event.edition === fest.edition && event.id !== fest.id);
  const shown =
    contests.length > 0
      ? contests.map((event) => ({ ...event, time: formatEventTime(event) }))
      : CONTESTS_2025;
  return (
    <>
      <h3 className="h5 fw-bold mt-4">The contests</h3>
      <div className="contest-cards">
        {shown.map((contest) => (
          <article key={contest.slug} className="contest-card">
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
    </>
  );
}

/** The three 2025 contests as drawn before the answer lands: the same cards, from their facts. */
const CONTESTS_2025 = Object.values(SHOP_EVENTS)
  .filter((event) => event.id !== 'tech-fest')
  .map(({ slug, name, time, tagline, path }) => ({ slug, name, time, tagline, path }));
