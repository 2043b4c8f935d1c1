import './leads.css';
import { CameraVideo, Cpu, Display } from 'react-bootstrap-icons';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../lib/use-page-title';
import { useBookConsultation } from './api/book-consultation';
import { BookingForm } from './components/booking-form';

const WHAT_YOU_GET = [
  { icon: CameraVideo, text: 'A video call with a RigForge technician, on the day you choose' },
  { icon: Cpu, text: 'A build suggested for your games, software and budget' },
  { icon: Display, text: 'A look at finished PCs and parts on our bench, live' },
];

/** /video-consultation (docs/api/leads.md#the-forms). */
export function VideoConsultationPage() {
  usePageTitle('Video Consultation');
  const { mutateAsync: book } = useBookConsultation();
  return (
    <>
      <PageHeading title="Video Consultation">
        <p className="lead text-secondary mt-2 mb-0">
          See a technician, show us your setup, and leave with a build that fits.
        </p>
      </PageHeading>
      <div className="container page-section pt-4">
        <div className="row g-4 g-lg-5">
          <section className="col-lg-5" aria-labelledby="consultation-about-title">
            <h2 id="consultation-about-title" className="h4 fw-bold">
              What you get
            </h2>
            <ul className="careers-points mt-3">
              {WHAT_YOU_GET.map(({ icon: Icon, text }) => (
                <li key={text}>
                  <Icon className="text-accent flex-shrink-0 mt-1" aria-hidden="true" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
            <p className="text-secondary">Free, and with no obligation to buy.</p>
          </section>
          <section className="col-lg-7" aria-labelledby="consultation-form-title">
            <div className="lead-card">
              <h2 id="consultation-form-title" className="h4 fw-bold mb-3">
                Book your consultation
              </h2>
              <BookingForm kind="consultation" send={book} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
