import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ShieldLock } from 'react-bootstrap-icons';
import { AccountHeading } from '../../components/account-heading';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { CouponCard } from './components/coupon-card';
import { VerifyPhoneModal } from './components/verify-phone-modal';

export function CouponsPage() {
  usePageTitle('My Coupons');
  const { user, details } = useSession();
  const [verifying, setVerifying] = useState(false);
  const coupons = details?.coupons ?? [];
  const phoneVerified = user?.verified === 1;

  return (
    <>
      <AccountHeading title="My Coupons" />
      {!phoneVerified && (
        <div className="account-card account-prompt mb-4">
          <div className="d-flex gap-3 align-items-center">
            <ShieldLock aria-hidden="true" size={28} className="text-accent flex-shrink-0" />
            <p className="mb-0">
              <strong>Verify your phone number</strong> to unlock your welcome coupons and use them
              at checkout.
            </p>
          </div>
          <Button variant="accent" onClick={() => setVerifying(true)}>
            Verify Phone Number
          </Button>
        </div>
      )}
      {coupons.length === 0 ? (
        <p className="empty-state">No Coupons Found!</p>
      ) : (
        <ul className="row g-3 list-unstyled mb-0">
          {coupons.map((coupon) => (
            <li key={coupon.couponid} className="col-md-6">
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
      <VerifyPhoneModal show={verifying} onClose={() => setVerifying(false)} />
    </>
  );
}
