import { Award, CurrencyRupee, Headset, PatchCheck } from 'react-bootstrap-icons';

const POINTS = [
  {
    icon: CurrencyRupee,
    title: 'Competitive Pricing',
    text: 'Fair prices on every part with GST included, so the price you see is the price of the part.',
  },
  {
    icon: Award,
    title: 'High Quality',
    text: 'Genuine parts, assembled, cable-managed and tested by our technicians before dispatch.',
  },
  {
    icon: Headset,
    title: 'Lifetime Support',
    text: 'Free support for as long as you own the PC, and warranty from 3 years to lifetime depending on the part.',
  },
  {
    icon: PatchCheck,
    title: 'Authorised Integrators',
    text: 'Authorised system integrator for Intel, AMD and NVIDIA.',
  },
];

export function SellingPoints() {
  return (
    <section className="page-section selling-points" aria-labelledby="selling-points-title">
      <div className="container">
        <p className="eyebrow text-center">Why RigForge</p>
        <h2 id="selling-points-title" className="section-title text-center mb-5">
          Built right, priced fairly, supported for life
        </h2>
        <ul className="row list-unstyled g-4 mb-0">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="col-12 col-sm-6 col-lg-3">
              <div className="selling-point">
                <span className="selling-point-icon">
                  <Icon size={26} aria-hidden="true" />
                </span>
                <h3 className="selling-point-title">{title}</h3>
                <p className="text-secondary mb-0">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
