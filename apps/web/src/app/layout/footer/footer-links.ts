import { GRIEVANCE_OFFICER_ANCHOR } from '@shop/domain';

/** `contact`: a way to reach the shop, noted for the CRM when a signed-in visitor takes it. */
export type FooterLink = { to: string; label: string; contact?: boolean };
export type FooterColumn = { heading: string; links: FooterLink[] };

export const LEGAL_LINKS: FooterLink[] = [
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/cancellation-and-refund-policy', label: 'Cancellation and Refund Policy' },
  { to: '/returns-policy', label: 'Returns Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/**
 * The footer (docs/api/screens.md#footer); account links go to /login for visitors who are not
 * logged in.
 */
export function footerColumns(loggedIn: boolean): FooterColumn[] {
  const accountLink = (to: string) => (loggedIn ? to : '/login');
  return [
    {
      heading: 'Shop',
      links: [
        { to: '/config', label: 'Build Your Own PC' },
        { to: '/prebuilts', label: 'Pre-Built PCs' },
        { to: '/accessories', label: 'Add-Ons' },
        { to: '/pc-master-game', label: 'PC Master Hunt' },
      ],
    },
    {
      heading: 'My Account',
      links: [
        { to: accountLink('/profile'), label: 'My Profile' },
        { to: accountLink('/orders'), label: 'My Orders' },
        { to: accountLink('/coupons'), label: 'My Coupons' },
        { to: loggedIn ? '/tickets' : '/contact-us', label: 'Support', contact: true },
      ],
    },
    {
      heading: 'Company',
      links: [
        { to: '/', label: 'Home' },
        { to: '/contact-us', label: 'Contact Us' },
        { to: `/contact-us#${GRIEVANCE_OFFICER_ANCHOR}`, label: 'Grievance Officer' },
        { to: '/video-consultation', label: 'Video Consultation' },
        { to: '/careers', label: 'Careers' },
      ],
    },
    { heading: 'Policies', links: LEGAL_LINKS },
  ];
}
