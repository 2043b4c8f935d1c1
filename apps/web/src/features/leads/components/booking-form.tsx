import {
  CALLBACK_DEFAULT_MESSAGE,
  callbackDataSchema,
  type callbackEndpoint,
  consultationDataSchema,
  MESSAGES,
  minimumCallbackDate,
  type RequestBody,
  todayInIndia,
} from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ContactFields } from '../../../components/contact-fields/contact-fields';
import { CountedTextArea } from '../../../components/counted-text-area';
import { firstFailure } from '../../../components/first-failure';
import { FormEnd } from '../../../components/form-end';
import { honeypotOf } from '../../../components/honeypot-field';
import { TextField } from '../../../components/text-field';
import { trackEvent } from '../../../lib/analytics';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLeadSubmit } from '../hooks/use-lead-submit';
import { LEAD_FORM_EVENT, LEAD_FORM_TYPES } from '../lead-timings';

export type BookingKind = 'callback' | 'consultation';

/** Both take `{ data: { name, phone, email, date, message } }`. */
type BookingBody = RequestBody<typeof callbackEndpoint>;

const BOOKINGS = {
  callback: {
    schema: callbackDataSchema,
    // The date of now + 5.5 h: today in India.
    earliest: minimumCallbackDate,
    initialMessage: CALLBACK_DEFAULT_MESSAGE,
    success: MESSAGES.leads.callbackSubmitted,
    label: 'Request a Call Back',
    what: 'callback request',
  },
  consultation: {
    schema: consultationDataSchema,
    earliest: todayInIndia,
    initialMessage: '',
    success: MESSAGES.leads.consultationSubmitted,
    label: 'Video Consultation',
    what: 'video consultation request',
  },
} as const;

type Booking = { name: string; phone: string; email: string; date: string; message: string };

function freshBooking(kind: BookingKind): Booking {
  const { earliest, initialMessage } = BOOKINGS[kind];
  return { name: '', phone: '', email: '', date: earliest(new Date()), message: initialMessage };
}

/**
 * Request a Call Back and Video Consultation (docs/api/leads.md#the-forms): name, phone, email,
 * preferred date (no earlier than today in India) and details, checked in that order with the
 * call's own schema.
 */
export function BookingForm({
  kind,
  send,
}: {
  kind: BookingKind;
  send: (body: BookingBody) => Promise<unknown>;
}) {
  const booking = BOOKINGS[kind];
  const hydrated = useHydrated();
  const [form, setForm] = useState(() => freshBooking(kind));
  const [trap, setTrap] = useState('');
  const { feedback, submit } = useLeadSubmit();
  const set = (field: keyof Booking) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const id = (field: string) => `${kind}-${field}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schema = booking.schema(() => new Date());
    void submit({
      problem: firstFailure([[schema, form]]),
      call: () => send({ data: schema.parse(form), ...honeypotOf(trap) }),
      success: booking.success,
      what: booking.what,
      onSuccess: () => {
        trackEvent(LEAD_FORM_EVENT, { formType: LEAD_FORM_TYPES[kind] });
        // The form starts again, the date back to its default.
        setForm(freshBooking(kind));
      },
    });
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="lead-form" aria-label={booking.label}>
      <div className="row g-3">
        <ContactFields
          idOf={id}
          order={['name', 'phone', 'email']}
          value={form}
          onValue={(field, value) => set(field)(value)}
        />
        <TextField
          id={id('date')}
          label="Preferred Date"
          groupClassName="col-md-6"
          type="date"
          // Today is the visitor's: a page drawn ahead of the browser leaves the date empty until
          // it has hydrated (docs/decisions/055-the-first-paint-is-in-the-html.md).
          min={hydrated ? booking.earliest(new Date()) : undefined}
          required
          value={hydrated ? form.date : ''}
          onValue={set('date')}
        />
        <CountedTextArea
          id={id('message')}
          label="Additional Details"
          groupClassName="col-12"
          value={form.message}
          onValue={set('message')}
        />
      </div>
      <FormEnd
        trapId={id('website')}
        trap={trap}
        onTrap={setTrap}
        feedback={feedback}
        label="SUBMIT"
      />
    </Form>
  );
}
