import { ArrowRight, Briefcase } from 'react-bootstrap-icons';
import { Link } from 'react-router';

export function BusinessBlock() {
  return (
    <section className="page-section" aria-labelledby="business-title">
      <div className="container">
        <div className="business-block">
          <Briefcase size={40} aria-hidden="true" className="text-accent" />
          <div className="flex-grow-1">
            <p className="eyebrow">For Business</p>
            <h2 id="business-title" className="section-title">
              Workstations for studios, firms and trading desks
            </h2>
            <p className="text-secondary mb-0">
              Configured for your software, billed with GST invoices, and backed by the same
              lifetime support. Tell us what your team needs.
            </p>
          </div>
          <Link to="/contact-us" className="btn btn-accent btn-lg flex-shrink-0">
            Contact Our Team <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
