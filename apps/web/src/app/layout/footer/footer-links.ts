export type FooterLink = { to: string; label: string };
export type FooterColumn = { heading: string; links: FooterLink[] };

export const LEGAL_LINKS: FooterLink[] = [
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/cancellation-and-refund-policy', label: 'Cancellation and Refund Policy' },
  { to: '/returns-policy', label: 'Returns Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/** SPEC §2 footer; account links go to /login for visitors who are not logged in. */
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
        { to: loggedIn ? '/tickets' : '/contact-us', label: 'Support' },
      ],
    },
    {
      heading: 'Company',
      links: [
        { to: '/', label: 'Home' },
        { to: '/contact-us', label: 'Contact Us' },
        { to: '/video-consultation', label: 'Video Consultation' },
        { to: '/careers', label: 'Careers' },
      ],
    },
    { heading: 'Policies', links: LEGAL_LINKS },
  ];
}
