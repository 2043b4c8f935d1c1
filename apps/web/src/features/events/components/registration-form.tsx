import { eventRegistrationBodySchema, MESSAGES } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { ContactFields } from '../../../components/contact-fields/contact-fields';
import { CountedTextArea } from '../../../components/counted-text-area';
import { firstFailure } from '../../../components/first-failure';
import { FormEnd } from '../../../components/form-end';
import { useFormFeedback } from '../../../components/form-feedback';
import { honeypotOf } from '../../../components/honeypot-field';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from '../api/events-query-key';
import type { ShownEvent } from '../api/fetch-events';
import { useRegisterForEvent } from '../api/register-for-event';
import { EVENT_TIMINGS_MS } from '../event-timings';

type Registration = { name: string; email: string; number: string; description: string };
const EMPTY: Registration = { name: '', email: '', number: '', description: '' };

/**
 * An event's registration form (docs/api/events.md#the-form): name, email and phone required, a
 * description of at most 300 optional. "Registered Sucessfully" then home after 2 s; a refusal
 * in its own words; any other server failure "An error occurred during Registration! Try Again!";
 * no answer at all is only logged. Disabled unless the shop says the event takes registrations; a
 * refusal because the event is over is shown, and the page asks again whether it is open.
 */
export function RegistrationForm({ event, open }: { event: ShownEvent; open: boolean }) {
  const [form, setForm] = useState(EMPTY);
  const [trap, setTrap] = useState('');
  const { mutateAsync: register } = useRegisterForEvent();
  const feedback = useFormFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const set = (field: keyof Registration) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const id = (field: string) => `${event.id}-${field}`;

  async function onSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (feedback.busy || !open) return;
    const body = {
      ...form,
      eventName: event.name,
      eventId: event.id,
      eventDate: event.date,
      eventLocation: event.venue,
      eventLocationLink: event.mapLink,
    };
    const problem = firstFailure([[eventRegistrationBodySchema, body]]);
    if (problem) return feedback.refuse(problem);
    feedback.begin();
    try {
      await register({ ...eventRegistrationBodySchema.parse(body), ...honeypotOf(trap) });
    } catch (error) {
      if (hasErrorCode(error, 'NETWORK_ERROR') || !(error instanceof ApiError)) {
        console.error('Could not send the registration', error);
        return feedback.release();
      }
      if (hasErrorCode(error, 'REGISTRATION_CLOSED')) {
        void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
      }
      const ownWords = hasErrorCode(
        error,
        'BAD_REQUEST',
        'ALREADY_REGISTERED',
        'REGISTRATION_CLOSED',
        'RATE_LIMITED',
      );
      if (!ownWords) console.error('The registration failed', error);
      return feedback.refuse(ownWords ? error.message : MESSAGES.events.registrationFailed);
    }
    feedback.succeed(MESSAGES.events.registered);
    feedback.later(EVENT_TIMINGS_MS.homeAfterRegistration, () => navigate('/'));
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="event-form" aria-label="Register">
      <fieldset disabled={!open}>
        <div className="row g-3">
          <ContactFields
            idOf={(field) => id(field === 'phone' ? 'number' : field)}
            order={['name', 'email', 'phone']}
            nameFullWidth
            value={{ name: form.name, email: form.email, phone: form.number }}
            onValue={(field, value) => set(field === 'phone' ? 'number' : field)(value)}
          />
          <CountedTextArea
            id={id('description')}
            label="Anything we should know? (optional)"
            groupClassName="col-12"
            value={form.description}
            onValue={set('description')}
          />
        </div>
        <FormEnd
          trapId={id('website')}
          trap={trap}
          onTrap={setTrap}
          feedback={feedback}
          label="REGISTER"
        />
      </fieldset>
    </Form>
  );
}
