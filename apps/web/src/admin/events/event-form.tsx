import { type StaffEvent, staffCreateEventEndpoint, staffUpdateEventEndpoint } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/text-field';
import { callApi } from '../../lib/api-client';
import { errorWords } from '../components/format';
import { detailsOf, draftOf, type EventDraft } from './event-draft';
import { EVENTS_KEY } from './events-query-key';

type FieldSpec = [keyof EventDraft, string, string, Record<string, unknown>?];

const FIELDS: FieldSpec[] = [
  ['name', 'Name', 'col-md-6'],
  ['slug', 'Address (/events/…)', 'col-md-6'],
  ['edition', 'Edition', 'col-md-6'],
  ['tagline', 'Tagline', 'col-md-6'],
  ['date', 'Date (India)', 'col-12 col-md-4', { type: 'date' }],
  ['startTime', 'Starts', 'col-6 col-md-4', { type: 'time' }],
  ['endTime', 'Ends', 'col-6 col-md-4', { type: 'time' }],
  ['venue', 'Venue', 'col-md-6'],
  ['mapLink', 'Map link', 'col-md-6', { type: 'url' }],
  ['about', 'Description', 'col-12', { as: 'textarea', rows: 3 }],
  ['highlights', 'Highlights, one a line', 'col-12', { as: 'textarea', rows: 3 }],
  ['capacity', 'Places (empty: no limit)', 'col-md-4', { inputMode: 'numeric' }],
  [
    'registrationOpensAt',
    'Registration opens (empty: when opened)',
    'col-md-4',
    { type: 'datetime-local' },
  ],
  [
    'registrationClosesAt',
    "Registration closes (empty: end of the event's day)",
    'col-md-4',
    { type: 'datetime-local' },
  ],
];

/**
 * A new event, or an event's details changed (docs/decisions/097-events-are-data.md). The server
 * checks everything against the domain's schema and answers a refusal in words, shown here.
 */
export function EventForm({ event, onDone }: { event: StaffEvent | null; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(event));
  const prefix = event ? `event-${event.id}` : 'new-event';
  const save = useMutation({
    mutationFn: () =>
      event
        ? callApi(staffUpdateEventEndpoint, detailsOf(draft), { params: { id: event.id } })
        : callApi(staffCreateEventEndpoint, detailsOf(draft)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      if (!event) setDraft(draftOf(null));
      onDone?.();
    },
  });
  const label = event ? `Edit ${event.name}` : 'New event';
  return (
    <section className="admin-card mt-3" aria-label={label}>
      <h2 className="h5">{label}</h2>
      <Form
        className="row g-2"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          save.mutate();
        }}
      >
        {FIELDS.map(([field, fieldLabel, grid, control]) => (
          <TextField
            key={field}
            id={`${prefix}-${field}`}
            label={fieldLabel}
            groupClassName={grid}
            value={draft[field]}
            onValue={(value) => setDraft((current) => ({ ...current, [field]: value }))}
            {...control}
          />
        ))}
        <div className="col-12 d-flex flex-wrap gap-2 align-items-center">
          {save.isError && (
            <Alert variant="danger" role="alert" className="mb-0 w-100">
              {errorWords(save.error)}
            </Alert>
          )}
          <Button type="submit" disabled={save.isPending}>
            {event ? 'Save event' : 'Create event'}
          </Button>
          {onDone && (
            <Button variant="outline-secondary" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}
