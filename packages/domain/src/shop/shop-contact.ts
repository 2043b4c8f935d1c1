/**
 * The shop's contact facts, in one place for every page that shows them (docs/api/leads.md#contact-us).
 * The sales phone and the WhatsApp number are configuration (SUPPORT_PHONE, WHATSAPP_NUMBER): they
 * reach the web through /api/client-config.
 */

export type OpeningHours = { readonly days: string; readonly hours: string };

/** The one physical outlet, in a mall in Chennai. */
export const SHOP_OUTLET = {
  name: 'RigForge Experience Centre',
  addressLines: [
    'Shop F-42, First Floor, Phoenix Marketcity',
    '142 Velachery Main Road, Velachery',
    'Chennai, Tamil Nadu 600042',
  ],
  hours: [
    { days: 'Monday to Friday', hours: '11:00 AM to 9:00 PM' },
    { days: 'Saturday and Sunday', hours: '10:00 AM to 10:00 PM' },
  ] satisfies readonly OpeningHours[],
  mapLink: 'https://www.google.com/maps/search/?api=1&query=Phoenix+Marketcity+Velachery+Chennai',
} as const;

/**
 * The grievance officer that India's Consumer Protection (E-Commerce) Rules, 2020 ask every online
 * shop to name: complaints are acknowledged within 48 hours and resolved within one month.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Krishnan',
  designation: 'Grievance Officer',
  email: 'grievance@rigforge.in',
  phone: '+91 44 4000 1240',
  acknowledgeWithinHours: 48,
  resolveWithinMonths: 1,
} as const;

/** Where on /contact-us the grievance officer is named, for links from the footer and policies. */
export const GRIEVANCE_OFFICER_ANCHOR = 'grievance-officer';
