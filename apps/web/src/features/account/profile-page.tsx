import { useState } from 'react';
import { AccountHeading } from '../../components/account-heading';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { OffersConsentCard } from './components/offers-consent-card';
import { PhonePromptModal } from './components/phone-prompt-modal';
import { ProfileCard } from './components/profile-card';
import { VerifyPhoneModal } from './components/verify-phone-modal';
import { YourDataCard } from './components/your-data-card';

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
          <OffersConsentCard />
          <YourDataCard email={user.email} />
          <PhonePromptModal user={user} />
        </>
      )}
      <VerifyPhoneModal show={verifying} onClose={() => setVerifying(false)} />
    </>
  );
}
