import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { anonymousSession, loggedInSession } from '../../../test/fake-session';
import { renderWithShell } from '../../../test/render-with-shell';
import { FloatingButtons } from '../floating-buttons';
import { SiteFooter } from './site-footer';

function footerHref(name: string): string | null {
  const footer = screen.getByRole('contentinfo');
  return within(footer).getByRole('link', { name }).getAttribute('href');
}

const ALWAYS = {
  'Build Your Own PC': '/config',
  'Pre-Built PCs': '/prebuilts',
  'Add-Ons': '/accessories',
  'PC Master Hunt': '/pc-master-game',
  Home: '/',
  'Contact Us': '/contact-us',
  'Grievance Officer': '/contact-us#grievance-officer',
  'Video Consultation': '/video-consultation',
  Careers: '/careers',
  'Terms and Conditions': '/terms-and-conditions',
  'Cancellation and Refund Policy': '/cancellation-and-refund-policy',
  'Returns Policy': '/returns-policy',
  'Shipping Policy': '/shipping-policy',
  'Privacy Policy': '/privacy-policy',
};

describe('site footer', () => {
  it('links the shop, company and legal pages', () => {
    fakeApi();
    renderWithShell(<SiteFooter />);
    for (const [name, href] of Object.entries(ALWAYS)) expect(footerHref(name)).toBe(href);
  });

  it('sends visitors to /login for profile, orders and coupons, and support to /contact-us', () => {
    fakeApi();
    renderWithShell(<SiteFooter />, { session: anonymousSession() });
    expect(footerHref('My Profile')).toBe('/login');
    expect(footerHref('My Orders')).toBe('/login');
    expect(footerHref('My Coupons')).toBe('/login');
    expect(footerHref('Support')).toBe('/contact-us');
  });

  it('links the account pages and support tickets for a logged-in user', () => {
    fakeApi();
    renderWithShell(<SiteFooter />, { session: loggedInSession() });
    expect(footerHref('My Profile')).toBe('/profile');
    expect(footerHref('My Orders')).toBe('/orders');
    expect(footerHref('My Coupons')).toBe('/coupons');
    expect(footerHref('Support')).toBe('/tickets');
  });

  it("states the shop's claims and shows the support phone from the client config", async () => {
    fakeApi();
    renderWithShell(<SiteFooter />);
    for (const claim of [
      'Free shipping on all PCs',
      'Free assembly',
      'Lifetime support',
      'Dispatch within 24 hours',
      '3500+ happy customers',
    ]) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
    expect(
      screen.getByText(/outlet in a mall in\s+Chennai: Shop F-42, First Floor, Phoenix/),
    ).toBeTruthy();
    const phone = await screen.findByRole('link', { name: '+91 98765 43210' });
    expect(phone.getAttribute('href')).toBe('tel:+919876543210');
  });
});

describe('floating buttons', () => {
  it('offer WhatsApp in a new tab and a call button to /contact-us', async () => {
    fakeApi();
    renderWithShell(<FloatingButtons />);
    const whatsapp = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Contact us for a call' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it("keep the chat button's place while the shop's settings load, so the call button stays put", async () => {
    fakeApi();
    const { container } = renderWithShell(<FloatingButtons />);
    const buttons = () => [...container.querySelectorAll('.floating-buttons > *')];
    expect(buttons().map((button) => button.className)).toEqual([
      'floating-button floating-button-slot',
      'floating-button floating-button-call',
    ]);
    expect(buttons()[0]?.getAttribute('aria-hidden')).toBe('true');
    await screen.findByRole('link', { name: /WhatsApp/ });
    expect(buttons().map((button) => button.className)).toEqual([
      'floating-button floating-button-whatsapp',
      'floating-button floating-button-call',
    ]);
  });
});
