import { ComingSoon } from '../../components/coming-soon';

export function ContactUsPage() {
  return <ComingSoon title="Contact Us" />;
}
