import { TelephoneFill } from 'react-bootstrap-icons';
import { formatPhone, phoneHref } from '../lib/format';
import { useClientConfig } from '../lib/use-client-config';

/**
 * The sales-help number shown on the auth screens and elsewhere
 * (docs/api/screens.md#support-phone).
 */
export function SupportPhoneHint({ className = '' }: { className?: string }) {
  const config = useClientConfig();
  if (!config?.supportPhone) return null;
  return (
    <p className={`support-phone-hint small text-secondary mb-0 ${className}`}>
      <TelephoneFill aria-hidden="true" className="me-2 text-accent" />
      Need help? Call us at{' '}
      <a href={phoneHref(config.supportPhone)} className="fw-semibold text-nowrap">
        {formatPhone(config.supportPhone)}
      </a>
    </p>
  );
}
