import '../events.css';
import { formatEventDate, formatEventTime, registrationNotice } from '@shop/domain';
import type { ReactNode } from 'react';
import { CalendarEvent, CheckCircleFill, Clock, GeoAltFill } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { type ShownEvent, useEvent } from '../api/fetch-events';
import { RegistrationForm } from './registration-form';

/**
 * One event's page (docs/api/events.md#the-pages), drawn from the shop's events
 * (docs/decisions/097-events-are-data.md): its name, date, time, venue with a map link, what it
 * is, whether it takes registrations and the form (disabled unless the shop says open); `aside`
 * follows the form (the PC Master Contest's leaderboard), `children` come between the details and
 * the form.
 */
export function EventPage({
  slug,
  aside,
  children,
}: {
  slug: string;
  aside?: ReactNode;
  children?: ReactNode | ((event: ShownEvent) => ReactNode);
}) {
  const event = useEvent(slug);
  usePageTitle(event ? event.name : 'Events');
  if (event === null) return <NoSuchEvent />;
  if (event === undefined) return <div className="event-hero" aria-busy="true" />;
  return (
    <>
      <header className="event-hero">
        <div className="container">
          <p className="eyebrow">{event.edition}</p>
          <h1 className="event-title">{event.name}</h1>
          <p className="lead text-secondary mb-4">{event.tagline}</p>
          <dl className="event-facts">
            <div>
              <dt>
                <CalendarEvent aria-hidden="true" /> Date
              </dt>
              <dd>{formatEventDate(event.date)}</dd>
            </div>
            <div>
              <dt>
                <Clock aria-hidden="true" /> Time
              </dt>
              <dd>{formatEventTime(event)}</dd>
            </div>
            <div>
              <dt>
                <GeoAltFill aria-hidden="true" /> Location
              </dt>
              <dd>
                {event.venue}
                <br />
                <a href={event.mapLink} target="_blank" rel="noopener noreferrer">
                  Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </header>
      <div className="container page-section pt-4">
        <div className="row g-4 g-lg-5">
          <section className="col-lg-6" aria-labelledby={`${event.slug}-about`}>
            <h2 id={`${event.slug}-about`} className="h4 fw-bold">
              About the event
            </h2>
            <p className="text-secondary">{event.about}</p>
            <ul className="event-highlights">
              {event.highlights.map((highlight) => (
                <li key={highlight}>
                  <CheckCircleFill className="text-accent flex-shrink-0 mt-1" aria-hidden="true" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
            {typeof children === 'function' ? children(event) : children}
          </section>
          <section className="col-lg-6" aria-labelledby={`${event.slug}-register`}>
            <div className="event-card">
              <h2 id={`${event.slug}-register`} className="h4 fw-bold mb-3">
                Register
              </h2>
              {/* The server's word, in the HTML it renders (decision 073). */}
              <p
                className={`event-registration-state is-${event.state === 'open' ? 'open' : event.state === 'checking' ? 'checking' : 'closed'}`}
                role="status"
                data-testid="registration-state"
              >
                {registrationNotice(event, event.state)}
              </p>
              <RegistrationForm event={event} open={event.state === 'open'} />
            </div>
          </section>
        </div>
        {aside && <div className="mt-5">{aside}</div>}
      </div>
    </>
  );
}

function NoSuchEvent() {
  return (
    <div className="container page-section">
      <h1 className="h3 fw-bold">This event is not on our calendar.</h1>
      <Link to="/ad">See what is coming up</Link>
    </div>
  );
}
