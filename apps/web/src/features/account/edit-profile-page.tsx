import { ComingSoon } from '../../components/coming-soon';

export function EditProfilePage() {
  return <ComingSoon title="Edit Profile" />;
}
