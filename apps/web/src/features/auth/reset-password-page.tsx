import { ComingSoon } from '../../components/coming-soon';

export function ResetPasswordPage() {
  return <ComingSoon title="Reset Password" />;
}
