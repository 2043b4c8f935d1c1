import { getBuildEndpoint, validatePaymentEndpoint } from '@shop/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, testUserDetails } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { opensOverAHero, preloadScreensOf } from './router';
import * as Screen from './screens';

const HOME_HEADING = /forged to fit how you play and create/;

// A lazy screen's first visit in a worker compiles its chunk: on a busy machine that alone can
// pass Testing Library's default second, so the wait allows longer (it still ends on success).
const LAZY_SCREEN_WAIT_MS = 5_000;

async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: LAZY_SCREEN_WAIT_MS });
}

function currentPath() {
  return screen.getByTestId('current-path').textContent;
}

const PUBLIC_SCREENS: Array<[string, string]> = [
  ['/config', 'Build Your Own PC'],
  ['/prebuilts', 'Pre-Builts'],
  ['/builds/42', 'Customized with Build Your Own PC Tool'],
  ['/accessories', 'Add-Ons'],
  ['/cart', 'My Cart'],
  ['/payment/validate/T123', 'Verifying Payment...'],
  ['/payment/pending/T123', 'We are confirming your payment'],
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
  ['/ad', 'RigForge College Tech Fest 2025'],
  ['/video-editing-contest', 'Video Editing Contest 2025'],
  ['/pc-master-contest', 'PC Master Contest 2025'],
  ['/fifa-tournament', 'FIFA Tournament 2025'],
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
    // A shared build and a payment still being looked up keep their screens where they are.
    const stillLooking = () => new Promise<never>(() => {});
    fakeApi({}, { othersNotFound: true })
      .signedOut()
      .on(getBuildEndpoint, stillLooking)
      .on(validatePaymentEndpoint, stillLooking);
    renderApp(path);
    expect(await findPageHeading(title)).toBeTruthy();
    expect(currentPath()).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${title} | RigForge`));
  });

  it.each(GUARDED_SCREENS)('%s shows "%s" to a logged-in user', async (path, title) => {
    fakeApi({}, { othersNotFound: true }).signedIn(testUserDetails());
    renderApp(path);
    expect(await findPageHeading(title)).toBeTruthy();
    expect(currentPath()).toBe(path);
  });

  it.each(GUARDED_SCREENS)('%s sends a visitor to /login', async (path) => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    renderApp(path);
    expect(await findPageHeading('Login')).toBeTruthy();
    expect(currentPath()).toBe('/login');
  });

  it('/payment/success shows "Payment Success!" to a visitor once the payment succeeded', async () => {
    fakeApi({}, { othersNotFound: true })
      .signedOut()
      .on(validatePaymentEndpoint, { code: 'PAYMENT_SUCCESS' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/payment/success/T123');
    expect(await findPageHeading('Payment Success!')).toBeTruthy();
    expect(currentPath()).toBe('/payment/success/T123');
  });

  it('/payment/success of a made-up id ends on the failure screen, never on success', async () => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/payment/success/ANYTHING');
    expect(await findPageHeading('Payment Failed!')).toBeTruthy();
    expect(currentPath()).toBe('/payment/fail/ANYTHING');
  });

  it('sends a visitor from a pre-built that cannot be loaded to /prebuilts', async () => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    renderApp('/prebuilts/gaming/12');
    expect(await findPageHeading('Pre-Builts')).toBeTruthy();
    expect(currentPath()).toBe('/prebuilts');
  });

  it('renders home at /', async () => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    renderApp('/');
    expect(await findPageHeading(HOME_HEADING)).toBeTruthy();
  });

  it('renders home for an unknown path, without redirecting', async () => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    renderApp('/no/such/page');
    expect(await findPageHeading(HOME_HEADING)).toBeTruthy();
    expect(currentPath()).toBe('/no/such/page');
  });

  it.each(['/login', '/register', '/forgotpassword'])(
    'sends a logged-in user from %s to /profile',
    async (path) => {
      fakeApi({}, { othersNotFound: true }).signedIn(testUserDetails());
      renderApp(path);
      expect(await findPageHeading('My Profile')).toBeTruthy();
      expect(currentPath()).toBe('/profile');
    },
  );

  it('shows a full-screen spinner until the session is checked', async () => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    renderApp('/');
    expect(screen.getByTestId('full-screen-spinner')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('full-screen-spinner')).toBeNull());
  });

  it('keeps the scroll the browser gave the page it loaded', async () => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/returns-policy');
    await findPageHeading('Returns Policy');
    // A prerendered page may be scrolled before it hydrates; mounting must not move it.
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls to the top on every route change', async () => {
    fakeApi({}, { othersNotFound: true }).signedOut();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/');
    await findPageHeading(HOME_HEADING);
    scrollTo.mockClear();

    fireEvent.click(screen.getAllByRole('link', { name: 'Add-Ons' })[0] as HTMLElement);
    expect(await findPageHeading('Add-Ons')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('opensOverAHero', () => {
  it('is true for home and for what an unknown path shows, and false for every other screen', () => {
    expect(opensOverAHero('/')).toBe(true);
    expect(opensOverAHero('/no-such-page/at-all')).toBe(true);
    for (const path of [
      '/config',
      '/prebuilts',
      '/prebuilts/gaming/x',
      '/cart',
      '/login',
      '/returns-policy',
    ]) {
      expect(opensOverAHero(path), path).toBe(false);
    }
  });
});

describe('preloadScreensOf', () => {
  it('loads the code of the screens a path shows, and only theirs', async () => {
    const configurator = vi.spyOn(Screen.ConfiguratorPage, 'preload');
    const legal = vi.spyOn(Screen.LegalPage, 'preload');
    const cart = vi.spyOn(Screen.CartPage, 'preload');
    await preloadScreensOf('/config');
    await preloadScreensOf('/returns-policy');
    // Home is in the start-up code: the parts it draws that load beside it hydrate once they are in.
    await preloadScreensOf('/');
    expect(configurator).toHaveBeenCalledTimes(1);
    expect(legal).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
  });
});
