import { ComingSoon } from '../../components/coming-soon';

export function RegisterPage() {
  return <ComingSoon title="Sign Up" />;
}
