import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  GUEST_CART_STORAGE_KEY,
  writeGuestCart,
} from '../../../features/cart/guest-cart/guest-cart';
import { anonymousSession, loggedInSession, TEST_USER } from '../../../test/fake-session';
import { renderWithShell } from '../../../test/render-with-shell';
import { SiteNavbar } from './site-navbar';

function linkNamed(name: string | RegExp): HTMLAnchorElement {
  return screen.getByRole('link', { name }) as HTMLAnchorElement;
}

function scrollTo(position: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: position, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('site navbar', () => {
  it('is a labelled nav with the logo and the four links for visitors', () => {
    renderWithShell(<SiteNavbar />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(linkNamed('RigForge home').getAttribute('href')).toBe('/');
    expect(linkNamed('Build Your Own PC').getAttribute('href')).toBe('/config');
    expect(linkNamed('Pre-Builts').getAttribute('href')).toBe('/prebuilts');
    expect(linkNamed('Add-Ons').getAttribute('href')).toBe('/accessories');
    expect(linkNamed('Support').getAttribute('href')).toBe('/contact-us');
  });

  it('shows a labelled white profile icon to /login when logged out', () => {
    renderWithShell(<SiteNavbar />);
    const login = linkNamed('Login');
    expect(login.getAttribute('href')).toBe('/login');
    expect(login.className).toContain('text-white');
    expect(linkNamed('Cart').className).toContain('text-white');
  });

  it('shows the first name to /profile, red icons and Support to /tickets when logged in', () => {
    renderWithShell(<SiteNavbar />, { session: loggedInSession() });
    const profile = linkNamed(/My Profile/);
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(within(profile).getByText(TEST_USER.firstname)).toBeTruthy();
    expect(profile.className).toContain('text-accent');
    expect(linkNamed('Cart').className).toContain('text-accent');
    expect(linkNamed('Support').getAttribute('href')).toBe('/tickets');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it("shows the logged-in cart's total quantity in brackets", () => {
    renderWithShell(<SiteNavbar />, { session: loggedInSession([1, 2]) });
    const cart = linkNamed(/Cart/);
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toBe('(3)');
    expect(cart.getAttribute('aria-label')).toBe('Cart, 3 items');
  });

  it('shows no count when the cart is empty', () => {
    renderWithShell(<SiteNavbar />, { session: loggedInSession([]) });
    expect(linkNamed('Cart').textContent).toBe('');
  });

  it('counts the guest cart from localStorage and follows its changes', () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([{ qty: 2 }, { qty: 1 }]));
    renderWithShell(<SiteNavbar />);
    expect(linkNamed(/Cart/).textContent).toBe('(3)');

    act(() => writeGuestCart([{ qty: 5 }]));
    expect(linkNamed(/Cart/).textContent).toBe('(5)');

    act(() => {
      window.localStorage.setItem(GUEST_CART_STORAGE_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_STORAGE_KEY }));
    });
    expect(linkNamed('Cart').textContent).toBe('');
  });

  it('treats an unreadable guest cart as empty', () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, '{not json');
    renderWithShell(<SiteNavbar />);
    expect(linkNamed('Cart').textContent).toBe('');
  });

  it('shows a full-screen spinner instead of the bar while the user info loads', () => {
    const session = { ...loggedInSession(), user: null, details: null };
    renderWithShell(<SiteNavbar />, { session });
    expect(screen.getByTestId('full-screen-spinner')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is transparent over the home hero until scrolled past 80% of the window height', () => {
    renderWithShell(<SiteNavbar opensOverAHero={(path) => path === '/'} />);
    const bar = screen.getByTestId('site-navbar');
    scrollTo(0);
    expect(bar.className).toContain('is-transparent');
    scrollTo(window.innerHeight * 0.8 - 1);
    expect(bar.className).toContain('is-transparent');
    scrollTo(window.innerHeight * 0.8 + 1);
    expect(bar.className).toContain('is-solid');
  });

  it('is solid black on other pages from the start', () => {
    scrollTo(0);
    renderWithShell(<SiteNavbar opensOverAHero={(path) => path === '/'} />, { path: '/cart' });
    expect(screen.getByTestId('site-navbar').className).toContain('is-solid');
  });

  describe('collapsed menu', () => {
    function openMenu() {
      const toggle = screen.getByRole('button', { name: 'Menu' });
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      return toggle;
    }

    it('has a toggle that controls the menu', () => {
      scrollTo(0);
      renderWithShell(<SiteNavbar />);
      const toggle = screen.getByRole('button', { name: 'Menu' });
      expect(toggle.getAttribute('aria-controls')).toBe('site-navbar-menu');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById('site-navbar-menu')).toBeTruthy();
    });

    it('closes when a link is clicked', () => {
      scrollTo(0);
      renderWithShell(<SiteNavbar />);
      const toggle = openMenu();
      fireEvent.click(linkNamed('Pre-Builts'));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByTestId('current-path').textContent).toBe('/prebuilts');
    });

    it('closes on a click outside the bar but not inside it', () => {
      scrollTo(0);
      renderWithShell(<SiteNavbar />);
      const toggle = openMenu();
      fireEvent.mouseDown(screen.getByTestId('site-navbar'));
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      fireEvent.mouseDown(document.body);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    });

    it('closes when the page scrolls down more than 20 px once past 100 px', () => {
      scrollTo(90);
      renderWithShell(<SiteNavbar />);
      const toggle = openMenu();
      scrollTo(105);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      scrollTo(111);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    });

    it('stays open when scrolling down more than 20 px above 100 px', () => {
      scrollTo(0);
      renderWithShell(<SiteNavbar />);
      const toggle = openMenu();
      scrollTo(60);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('keeps the anonymous look while the session is still being checked', () => {
    renderWithShell(<SiteNavbar />, { session: anonymousSession({ status: 'loading' }) });
    expect(linkNamed('Login').getAttribute('href')).toBe('/login');
  });
});
