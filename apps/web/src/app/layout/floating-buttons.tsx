import { TelephoneFill, Whatsapp } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { useClientConfig } from '../../lib/use-client-config';

/**
 * WhatsApp chat and a call button to /contact-us float on every screen
 * (docs/api/screens.md#floating-buttons).
 */
export function FloatingButtons() {
  const whatsappNumber = useClientConfig()?.whatsappNumber.replace(/\D/g, '');
  return (
    <div className="floating-buttons">
      {whatsappNumber && (
        <a
          className="floating-button floating-button-whatsapp"
          href={`https://wa.me/${whatsappNumber}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp (opens in a new tab)"
        >
          <Whatsapp size={26} aria-hidden="true" />
        </a>
      )}
      <Link
        to="/contact-us"
        className="floating-button floating-button-call"
        aria-label="Contact us for a call"
      >
        <TelephoneFill size={22} aria-hidden="true" />
      </Link>
    </div>
  );
}
