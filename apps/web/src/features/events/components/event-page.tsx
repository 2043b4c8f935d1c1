import '../events.css';
import { MESSAGES, type ShopEvent } from '@shop/domain';
import type { ReactNode } from 'react';
import { CalendarEvent, CheckCircleFill, Clock, GeoAltFill } from 'react-bootstrap-icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { type RegistrationState, useRegistrationState } from '../api/fetch-event-registrations';
import { RegistrationForm } from './registration-form';

const eventDateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Saturday, 13 December 2025" from a calendar date, never shifted by a time zone. */
export function formatEventDate(ymd: string): string {
  return eventDateFormat.format(new Date(`${ymd}T00:00:00Z`));
}

/** Whether the event takes registrations, in a sentence (docs/api/events.md#the-pages). */
export function registrationNotice(event: ShopEvent, state: RegistrationState): string {
  const day = formatEventDate(event.date);
  if (state === 'open') return `Registration is open until the end of ${day}.`;
  if (state === 'closed')
    return `${MESSAGES.events.registrationClosed} The event was held on ${day}.`;
  return 'Checking whether registration is open...';
}

/**
 * One event's page (docs/api/events.md#the-pages): its name, date, time, location with a map link,
 * what it is, whether it still takes registrations and the registration form (disabled once the
 * event's day has ended); `aside` follows the form (the PC Master Contest's
 * leaderboard), `children` come between the details and the form.
 */
export function EventPage({
  event,
  aside,
  children,
}: {
  event: ShopEvent;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(event.name);
  // The server's word, in the HTML it renders (docs/decisions/073-an-event-over-takes-no-registrations.md).
  const registration = useRegistrationState(event.id);
  return (
    <>
      <header className="event-hero">
        <div className="container">
          <p className="eyebrow">RigForge College Tech Fest 2025</p>
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
              <dd>{event.time}</dd>
            </div>
            <div>
              <dt>
                <GeoAltFill aria-hidden="true" /> Location
              </dt>
              <dd>
                {event.location}
                <br />
                <a href={event.locationLink} target="_blank" rel="noopener noreferrer">
                  Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </header>
      <div className="container page-section pt-4">
        <div className="row g-4 g-lg-5">
          <section className="col-lg-6" aria-labelledby={`${event.id}-about`}>
            <h2 id={`${event.id}-about`} className="h4 fw-bold">
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
            {children}
          </section>
          <section className="col-lg-6" aria-labelledby={`${event.id}-register`}>
            <div className="event-card">
              <h2 id={`${event.id}-register`} className="h4 fw-bold mb-3">
                Register
              </h2>
              <p
                className={`event-registration-state is-${registration}`}
                role="status"
                data-testid="registration-state"
              >
                {registrationNotice(event, registration)}
              </p>
              <RegistrationForm event={event} open={registration === 'open'} />
            </div>
          </section>
        </div>
        {aside && <div className="mt-5">{aside}</div>}
      </div>
    </>
  );
}
