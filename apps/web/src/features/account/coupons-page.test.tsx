import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { CouponsPage } from './coupons-page';

const WELCOME = {
  couponid: 'c1',
  description: 'Welcome offer on your first PC',
  value: -1000,
  validity: null,
  created: '2026-01-01',
  minPurchaseValue: 50000,
};
const OLD = { ...WELCOME, couponid: 'c2', description: 'Diwali 2020', validity: '2020-11-30' };

describe('my coupons', () => {
  it('says "No Coupons Found!" when there is none', () => {
    fakeApi();
    renderAccountScreen(<CouponsPage />, {
      path: '/coupons',
      details: accountDetails({ verified: 1 }),
    });
    expect(screen.getByText('No Coupons Found!')).toBeTruthy();
  });

  it('shows each coupon with its value, minimum and validity, Active or Expired', () => {
    fakeApi();
    renderAccountScreen(<CouponsPage />, {
      path: '/coupons',
      details: accountDetails({ verified: 1 }, { coupons: [WELCOME, OLD] }),
    });
    const active = screen.getByRole('article', { name: `${WELCOME.description} (Active)` });
    expect(active.textContent).toContain('₹1,000 off');
    expect(active.textContent).toContain('On PC(s) purchases of ₹50,000 or more');
    expect(active.textContent).toContain('Valid while the offer lasts');
    expect(active.classList.contains('is-expired')).toBe(false);
    const expired = screen.getByRole('article', { name: 'Diwali 2020 (Expired)' });
    expect(expired.classList.contains('is-expired')).toBe(true);
    expect(expired.textContent).toContain('Valid till 30 Nov 2020');
  });

  it('asks an unverified user to verify the phone, opening the dialog', () => {
    fakeApi();
    renderAccountScreen(<CouponsPage />, {
      path: '/coupons',
      details: accountDetails({ number: '9876543210', verified: 0 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Phone Number' }));
    expect(screen.getByRole('dialog', { name: 'Verify Phone Number' })).toBeTruthy();
  });

  it('does not ask a verified user', () => {
    fakeApi();
    renderAccountScreen(<CouponsPage />, {
      path: '/coupons',
      details: accountDetails({ number: '9876543210', verified: 1 }),
    });
    expect(screen.queryByRole('button', { name: 'Verify Phone Number' })).toBeNull();
  });
});
