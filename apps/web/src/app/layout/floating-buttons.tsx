import './floating-buttons.css';
import { TelephoneFill, Whatsapp } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { useClientConfig } from '../../lib/use-client-config';

/**
 * WhatsApp chat and a call button to /contact-us float on every screen
 * (docs/api/screens.md#floating-buttons).
 */
export function FloatingButtons() {
  const clientConfig = useClientConfig();
  const whatsappNumber = clientConfig?.whatsappNumber.replace(/\D/g, '');
  return (
    // A landmark of its own, so a screen reader's list of regions finds it and nothing on the page
    // sits outside one.
    <aside className="floating-buttons" aria-label="Chat or call us">
      {/* Until the shop's settings say whether there is a WhatsApp number, its place is kept, so
          the call button does not move when the chat button arrives
          (docs/decisions/057-no-layout-shift.md). */}
      {!clientConfig && (
        <span className="floating-button floating-button-slot" aria-hidden="true" />
      )}
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
    </aside>
  );
}
