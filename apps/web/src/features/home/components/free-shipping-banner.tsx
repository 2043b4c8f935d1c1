import { Truck } from 'react-bootstrap-icons';

export function FreeShippingBanner() {
  return (
    <section className="free-shipping-banner" aria-labelledby="free-shipping-title">
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-4">
        <Truck size={56} aria-hidden="true" className="flex-shrink-0" />
        <div>
          <h2 id="free-shipping-title" className="section-title mb-1">
            Free shipping on all PCs
          </h2>
          <p className="mb-0">
            Free assembly, dispatch within 24 hours and delivery across India. Join 3500+ customers
            who trust RigForge with their rigs.
          </p>
        </div>
      </div>
    </section>
  );
}
