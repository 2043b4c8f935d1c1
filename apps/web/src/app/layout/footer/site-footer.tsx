import './site-footer.css';
import { SHOP_OUTLET } from '@shop/domain';
import {
  BoxSeam,
  GeoAltFill,
  Headset,
  People,
  TelephoneFill,
  Tools,
  Truck,
} from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { formatPhone, phoneHref } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { useClientConfig } from '../../../lib/use-client-config';
import { BrandLogo } from '../brand-logo';
import { CopyrightYear } from './copyright-year';
import { footerColumns } from './footer-links';

const CLAIMS = [
  { icon: Truck, text: 'Free shipping on all PCs' },
  { icon: Tools, text: 'Free assembly' },
  { icon: Headset, text: 'Lifetime support' },
  { icon: BoxSeam, text: 'Dispatch within 24 hours' },
  { icon: People, text: '3500+ happy customers' },
];

export function SiteFooter() {
  const { status } = useSession();
  const supportPhone = useClientConfig()?.supportPhone;
  const columns = footerColumns(status === 'authenticated');

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <Link to="/" className="footer-brand" aria-label="RigForge home">
              <BrandLogo />
            </Link>
            <p className="text-secondary mt-3">
              Custom-built and pre-built gaming and workstation PCs, assembled and tested in Chennai
              and shipped across India.
            </p>
            <ul className="list-unstyled footer-claims">
              {CLAIMS.map(({ icon: Icon, text }) => (
                <li key={text}>
                  <Icon aria-hidden="true" className="text-accent" /> {text}
                </li>
              ))}
            </ul>
          </div>
          {columns.map((column) => (
            <nav
              key={column.heading}
              className="col-6 col-md-3 col-lg-2"
              aria-label={column.heading}
            >
              <h2 className="footer-heading">{column.heading}</h2>
              <ul className="list-unstyled footer-links">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} data-contact-link={link.contact || undefined}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-contact">
          <p className="mb-2">
            <GeoAltFill aria-hidden="true" className="text-accent" /> Visit our outlet in a mall in
            Chennai: {SHOP_OUTLET.addressLines.join(', ')}.
          </p>
          {supportPhone && (
            <p className="mb-0">
              <TelephoneFill aria-hidden="true" className="text-accent" /> Sales and support:{' '}
              <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>
            </p>
          )}
        </div>
        <p className="footer-copyright">
          © <CopyrightYear /> RigForge, Chennai. Prices in Indian rupees, inclusive of GST.
        </p>
      </div>
    </footer>
  );
}
