import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testDetails } from '../test/fake-session';
import { mockShopApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const HOME_HEADING = /forged to fit how you play and create/;

async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

function currentPath() {
  return screen.getByTestId('current-path').textContent;
}

const PUBLIC_SCREENS: Array<[string, string]> = [
  ['/config', 'Build Your Own PC'],
  ['/prebuilts', 'Pre-Builts'],
  ['/prebuilts/gaming/12', 'Pre-Built PC'],
  ['/builds/42', 'Customized with Build Your Own PC Tool'],
  ['/accessories', 'Add-Ons'],
  ['/cart', 'My Cart'],
  ['/payment/validate/T123', 'Verifying Payment...'],
  ['/payment/success/T123', 'Payment Success!'],
  ['/payment/fail/T123', 'Payment Failed!'],
  ['/login', 'Login'],
  ['/register', 'Sign Up'],
  ['/forgotpassword', 'Forgot Password'],
  ['/reset-password', 'Reset Password'],
  ['/unauthorized', 'Pending Email Verification'],
  ['/careers', 'Careers'],
  ['/video-consultation', 'Video Consultation'],
  ['/contact-us', 'Contact Us'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/cancellation-and-refund-policy', 'Cancellation and Refund Policy'],
  ['/returns-policy', 'Returns Policy'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/ad', 'Promotions'],
  ['/video-editing-contest', 'Video Editing Contest'],
  ['/pc-master-contest', 'PC Master Contest'],
  ['/fifa-tournament', 'FIFA Tournament'],
];

const GUARDED_SCREENS: Array<[string, string]> = [
  ['/checkout', 'Checkout'],
  ['/profile', 'My Profile'],
  ['/editprofile', 'Edit Profile'],
  ['/orders', 'My Orders'],
  ['/addresses', 'My Addresses'],
  ['/addaddress', 'Add Address'],
  ['/coupons', 'My Coupons'],
  ['/tickets', 'My Tickets'],
  ['/pc-master-game', 'PC Master Hunt'],
];

describe('routes', () => {
  it.each(PUBLIC_SCREENS)('%s shows "%s" to a visitor and names the tab', async (path, title) => {
    mockShopApi();
    renderApp(path);
    expect(await findPageHeading(title)).toBeTruthy();
    expect(currentPath()).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${title} | RigForge`));
  });

  it.each(GUARDED_SCREENS)('%s shows "%s" to a logged-in user', async (path, title) => {
    mockShopApi({ details: testDetails() });
    renderApp(path);
    expect(await findPageHeading(title)).toBeTruthy();
    expect(currentPath()).toBe(path);
  });

  it.each(GUARDED_SCREENS)('%s sends a visitor to /login', async (path) => {
    mockShopApi();
    renderApp(path);
    expect(await findPageHeading('Login')).toBeTruthy();
    expect(currentPath()).toBe('/login');
  });

  it('renders home at /', async () => {
    mockShopApi();
    renderApp('/');
    expect(await findPageHeading(HOME_HEADING)).toBeTruthy();
  });

  it('renders home for an unknown path, without redirecting', async () => {
    mockShopApi();
    renderApp('/no/such/page');
    expect(await findPageHeading(HOME_HEADING)).toBeTruthy();
    expect(currentPath()).toBe('/no/such/page');
  });

  it.each(['/login', '/register', '/forgotpassword'])(
    'sends a logged-in user from %s to /profile',
    async (path) => {
      mockShopApi({ details: testDetails() });
      renderApp(path);
      expect(await findPageHeading('My Profile')).toBeTruthy();
      expect(currentPath()).toBe('/profile');
    },
  );

  it('shows a full-screen spinner until the session is checked', async () => {
    mockShopApi();
    renderApp('/');
    expect(screen.getByTestId('full-screen-spinner')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('full-screen-spinner')).toBeNull());
  });

  it('scrolls to the top on every route change', async () => {
    mockShopApi();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/');
    await findPageHeading(HOME_HEADING);
    scrollTo.mockClear();

    fireEvent.click(screen.getAllByRole('link', { name: 'Add-Ons' })[0] as HTMLElement);
    expect(await findPageHeading('Add-Ons')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
