import { formatEventDate, formatEventTime } from '@shop/domain';
import { ArrowRight } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import type { ShownEvent } from '../api/fetch-events';

/** /ad's first band: every event not yet held, each linking to its page. */
export function ComingUp({ events }: { events: readonly ShownEvent[] }) {
  return (
    <section className="events-band" aria-labelledby="coming-up">
      <div className="container">
        <h2 id="coming-up" className="h5 fw-bold mb-3">
          Coming up
        </h2>
        {events.length === 0 ? (
          <p className="text-secondary mb-0">No new events are announced yet.</p>
        ) : (
          <div className="contest-cards">
            {events.map((event) => (
              <article key={event.id} className="contest-card">
                <h3 className="h6 fw-bold mb-0">{event.name}</h3>
                <p className="text-secondary small mb-1">
                  {formatEventDate(event.date)}, {formatEventTime(event)}. {event.venue}
                </p>
                <Link to={event.path} className="mt-auto">
                  Details and registration <ArrowRight aria-hidden="true" />
                </Link>
              </article>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
