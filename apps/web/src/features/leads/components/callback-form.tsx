import '../leads.css';
import { POLICY } from '@shop/domain';
import { Headset } from 'react-bootstrap-icons';
import { useRequestCallback } from '../api/request-callback';
import { BookingForm } from './booking-form';

/** The Request a Call Back card: its heading, a line on when we call, and the form. */
export function CallbackCard({ headingId = 'callback-title' }: { headingId?: string }) {
  const { mutateAsync } = useRequestCallback();
  return (
    <section className="lead-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3 fw-bold">
        Request a Call Back
      </h2>
      <p className="text-secondary">
        Leave your number and a good day to call. A RigForge technician calls you back within{' '}
        {POLICY.supportCallbackHours.min}-{POLICY.supportCallbackHours.max} hours.
      </p>
      <BookingForm kind="callback" send={mutateAsync} />
    </section>
  );
}

/** Home's fourth section (docs/api/screens.md#home): the callback form beside why to call. */
export function CallbackForm() {
  return (
    <div className="page-section home-callback">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-5">
            <p className="eyebrow">
              <Headset aria-hidden="true" /> We call you
            </p>
            <p className="section-title">Pick a day, and a technician calls</p>
            <p className="text-secondary mb-0">
              Share your number and what you need. We call on the day you choose, answer your
              questions and suggest a build, with no obligation to buy.
            </p>
          </div>
          <div className="col-lg-7">
            <CallbackCard headingId="home-callback-title" />
          </div>
        </div>
      </div>
    </div>
  );
}
