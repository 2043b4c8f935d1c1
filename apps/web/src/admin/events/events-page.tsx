import {
  formatEventDate,
  registrationNotice,
  type StaffEvent,
  staffEventsEndpoint,
  staffSwitchEventRegistrationEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
import { errorWords } from '../components/format';
import { EventForm } from './event-form';
import { EventRegistrations } from './event-registrations';
import { EVENTS_KEY } from './events-query-key';

/** The headings of EventRow's cells, which it draws itself: opening and closing spans two. */
const EVENTS_TABLE: TableDefinition<StaffEvent> = {
  label: 'Events table',
  columns: [
    { header: 'Event' },
    { header: 'Date' },
    { header: 'Registration' },
    { header: 'Registered' },
    { header: 'Actions', headerHidden: true },
  ],
  rowKey: (event) => event.id,
};

/**
 * /admin/events (docs/decisions/097-events-are-data.md): every event, newest first, with where its
 * registration stands and how many registered; a new event, an event edited, opened or closed,
 * and each event's registrations, exported as CSV.
 */
export function EventsPage() {
  usePageTitle('Events | Console');
  const events = useQuery({ queryKey: EVENTS_KEY, queryFn: () => callApi(staffEventsEndpoint) });
  const [editing, setEditing] = useState<string | null>(null);
  const [showing, setShowing] = useState<string | null>(null);
  const list = events.data?.events;
  const edited = list?.find((event) => event.id === editing) ?? null;
  const shown = list?.find((event) => event.id === showing) ?? null;
  return (
    <>
      <h1>Events</h1>
      <EventForm event={null} />
      {edited && <EventForm key={edited.id} event={edited} onDone={() => setEditing(null)} />}
      {shown && <EventRegistrations event={shown} />}
      <section className="admin-card mt-3" aria-labelledby="events-heading">
        <h2 id="events-heading" className="h5">
          Every event
        </h2>
        <DataTable
          {...EVENTS_TABLE}
          rows={list}
          error={events.error}
          renderRow={(event) => (
            <EventRow
              event={event}
              onEdit={() => setEditing(event.id)}
              onShow={() => setShowing(event.id)}
            />
          )}
        />
      </section>
    </>
  );
}

function EventRow({
  event,
  onEdit,
  onShow,
}: {
  event: StaffEvent;
  onEdit: () => void;
  onShow: () => void;
}) {
  const queryClient = useQueryClient();
  const next = event.registration === 'open' ? 'closed' : 'open';
  const switchIt = useMutation({
    mutationFn: () =>
      callApi(
        staffSwitchEventRegistrationEndpoint,
        { registration: next },
        { params: { id: event.id } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
  return (
    <tr>
      <td data-label="Event">
        <a href={event.path}>{event.name}</a>
        <div className="small text-secondary">{event.edition}</div>
      </td>
      <td data-label="Date">{formatEventDate(event.date)}</td>
      <td data-label="Registration">
        {registrationNotice(event, event.state)}
        {switchIt.isError && <div className="text-danger">{errorWords(switchIt.error)}</div>}
      </td>
      <td data-label="Registered">
        {event.registered}
        {event.capacity ? ` of ${event.capacity}` : ''}
      </td>
      <td className="text-nowrap">
        <div className="d-flex flex-wrap gap-1">
          <Button size="sm" variant="outline-primary" onClick={onEdit}>
            Edit<span className="visually-hidden"> {event.name}</span>
          </Button>
          {event.state !== 'held' && (
            <Button
              size="sm"
              variant="outline-primary"
              disabled={switchIt.isPending}
              onClick={() => switchIt.mutate()}
            >
              {next === 'open' ? 'Open registration' : 'Close registration'}
              <span className="visually-hidden"> of {event.name}</span>
            </Button>
          )}
          <Button size="sm" variant="outline-secondary" onClick={onShow}>
            Registrations<span className="visually-hidden"> of {event.name}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
}
