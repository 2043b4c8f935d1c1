import './leads.css';
import { GRIEVANCE_OFFICER, GRIEVANCE_OFFICER_ANCHOR, SHOP_OUTLET } from '@shop/domain';
import { useEffect } from 'react';
import { Camera, Clock, GeoAltFill, TelephoneFill, Whatsapp } from 'react-bootstrap-icons';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { formatPhone, phoneHref } from '../../lib/format';
import { useClientConfig } from '../../lib/use-client-config';
import { usePageTitle } from '../../lib/use-page-title';
import { CallbackCard } from './components/callback-form';

/**
 * /contact-us (docs/api/leads.md#contact-us): the callback form, the sales phone, WhatsApp, the
 * Chennai outlet and the grievance officer India's e-commerce rules ask for.
 */
export function ContactUsPage() {
  usePageTitle('Contact Us');
  const { hash } = useLocation();
  // The footer and the policies link straight to the grievance officer.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
  return (
    <>
      <PageHeading title="Contact Us">
        <p className="lead text-secondary mt-2 mb-0">
          Questions about a build, an order or a business purchase? Call, chat, visit, or ask us to
          call you.
        </p>
      </PageHeading>
      <div className="container page-section pt-4">
        <div className="row g-4">
          <div className="col-lg-7">
            <CallbackCard />
          </div>
          <div className="col-lg-5 d-flex flex-column gap-4">
            <ReachUs />
            <VisitUs />
          </div>
          <div className="col-12">
            <GrievanceOfficer />
          </div>
        </div>
      </div>
    </>
  );
}

function ReachUs() {
  const config = useClientConfig();
  return (
    <section className="contact-card" aria-labelledby="reach-us-title">
      <h2 id="reach-us-title" className="h4 fw-bold mb-3">
        Talk to us
      </h2>
      <ul className="contact-list">
        {config && (
          <li>
            <TelephoneFill className="contact-icon" aria-hidden="true" />
            <div>
              <span className="d-block fw-semibold">Sales and support</span>
              <a href={phoneHref(config.supportPhone)}>{formatPhone(config.supportPhone)}</a>
            </div>
          </li>
        )}
        {config && (
          <li>
            <Whatsapp className="contact-icon" aria-hidden="true" />
            <div>
              <span className="d-block fw-semibold">WhatsApp</span>
              <a
                href={`https://wa.me/${config.whatsappNumber.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat with us on WhatsApp
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </li>
        )}
        <li>
          <Camera className="contact-icon" aria-hidden="true" />
          <div>
            <span className="d-block fw-semibold">See a technician</span>
            <Link to="/video-consultation">Book a video consultation</Link>
          </div>
        </li>
      </ul>
    </section>
  );
}

function VisitUs() {
  return (
    <section className="contact-card" aria-labelledby="visit-us-title">
      <h2 id="visit-us-title" className="h4 fw-bold mb-3">
        Visit our outlet
      </h2>
      <ul className="contact-list">
        <li>
          <GeoAltFill className="contact-icon" aria-hidden="true" />
          <address className="mb-0">
            <span className="d-block fw-semibold">{SHOP_OUTLET.name}</span>
            {SHOP_OUTLET.addressLines.map((line) => (
              <span key={line} className="d-block">
                {line}
              </span>
            ))}
            <a href={SHOP_OUTLET.mapLink} target="_blank" rel="noopener noreferrer">
              Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </address>
        </li>
        <li>
          <Clock className="contact-icon" aria-hidden="true" />
          <div>
            <span className="d-block fw-semibold">Opening hours</span>
            <dl className="contact-hours">
              {SHOP_OUTLET.hours.map(({ days, hours }) => (
                <div key={days}>
                  <dt>{days}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
      </ul>
    </section>
  );
}

function GrievanceOfficer() {
  const officer = GRIEVANCE_OFFICER;
  return (
    <section
      id={GRIEVANCE_OFFICER_ANCHOR}
      className="contact-card grievance-officer"
      aria-labelledby="grievance-title"
    >
      <h2 id="grievance-title" className="h4 fw-bold">
        Grievance Officer
      </h2>
      <p className="text-secondary">
        Not happy with an order, a refund or how we handled your data? Write to our grievance
        officer. We acknowledge every complaint within {officer.acknowledgeWithinHours} hours of
        receiving it and resolve it within {monthsInWords(officer.resolveWithinMonths)}.
      </p>
      <dl>
        <dt>Name</dt>
        <dd>{officer.name}</dd>
        <dt>Designation</dt>
        <dd>{officer.designation}, RigForge</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref(officer.phone)}>{officer.phone}</a>
        </dd>
        <dt>Address</dt>
        <dd>{[SHOP_OUTLET.name, ...SHOP_OUTLET.addressLines].join(', ')}</dd>
      </dl>
    </section>
  );
}

function monthsInWords(months: number): string {
  return months === 1 ? 'one month' : `${months} months`;
}
