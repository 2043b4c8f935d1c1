import { useState } from 'react';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { AccountHeading } from './components/account-heading';
import { PhonePromptModal } from './components/phone-prompt-modal';
import { ProfileCard } from './components/profile-card';
import { VerifyPhoneModal } from './components/verify-phone-modal';

export function ProfilePage() {
  usePageTitle('My Profile');
  const { user } = useSession();
  const [verifying, setVerifying] = useState(false);
  return (
    <>
      <AccountHeading title="My Profile" />
      {user && (
        <>
          <ProfileCard user={user} onVerifyPhone={() => setVerifying(true)} />
          <PhonePromptModal user={user} />
        </>
      )}
      <VerifyPhoneModal show={verifying} onClose={() => setVerifying(false)} />
    </>
  );
}
