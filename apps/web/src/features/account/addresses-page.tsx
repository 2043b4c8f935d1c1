import { ComingSoon } from '../../components/coming-soon';

export function AddressesPage() {
  return <ComingSoon title="My Addresses" />;
}
