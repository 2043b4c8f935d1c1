import { ComingSoon } from '../../components/coming-soon';

export function AddAddressPage() {
  return <ComingSoon title="Add Address" />;
}
