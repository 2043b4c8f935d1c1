import { formatEventDate } from '@shop/domain';
import { Link } from 'react-router';
import type { ShownEvent } from '../api/fetch-events';

/** /ad's archive: every event held, by edition, newest first, each still at its page. */
export function PastEvents({ events }: { events: readonly ShownEvent[] }) {
  if (events.length === 0) return null;
  const editions = new Map<string, ShownEvent[]>();
  for (const event of [...events].reverse()) {
    editions.set(event.edition, [...(editions.get(event.edition) ?? []), event]);
  }
  return (
    <section className="container page-section pt-0" aria-labelledby="past-events">
      <h2 id="past-events" className="h5 fw-bold">
        Past events
      </h2>
      {[...editions].map(([edition, held]) => (
        <div key={edition} className="mb-3">
          <h3 className="h6 text-secondary">{edition}</h3>
          <ul className="list-unstyled mb-0">
            {held.map((event) => (
              <li key={event.id}>
                <Link to={event.path}>{event.name}</Link>, held on {formatEventDate(event.date)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
