import { Headset, ShieldLock, Truck } from 'react-bootstrap-icons';

const PROMISES = [
  { icon: ShieldLock, title: 'Safe Payments', text: 'Secure checkout through our payment gateway' },
  { icon: Truck, title: 'Free Shipping', text: 'On all PCs, anywhere in India' },
  { icon: Headset, title: 'Lifetime Support', text: 'From the people who built your PC' },
];

export function TrustBanner() {
  return (
    <section className="trust-banner" aria-label="Our promises">
      <div className="container">
        <ul className="row list-unstyled g-3 mb-0">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="col-12 col-md-4">
              <div className="trust-item">
                <Icon size={30} aria-hidden="true" className="text-accent flex-shrink-0" />
                <div>
                  <p className="trust-title">{title}</p>
                  <p className="trust-text">{text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
