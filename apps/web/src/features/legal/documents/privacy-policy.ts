import type { LegalDocument } from '../legal-document';
import { FIGURES, GRIEVANCE_CONTACT } from './policy-figures';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'What personal data RigForge collects, why, who it is shared with, and your rights under the Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        'RigForge, Chennai, Tamil Nadu, is the Data Fiduciary for the personal data collected through this website: we decide why and how it is processed. This policy follows the Digital Personal Data Protection Act, 2023 (the DPDP Act) and the Information Technology Act, 2000.',
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account: first and last name, email address, phone number, and a password that we store only as a one-way hash. If you sign in with Google, we receive your name and email address from Google.',
            'Profile, if you add them: date of birth, gender and GST number (for GST invoices).',
            'Orders: cart contents, saved builds, delivery addresses, orders, coupons used and support tickets.',
            'Payments: the amount, status and transaction reference from our payment gateway. Card, UPI and bank details are entered on the gateway’s own page; we never see or store them.',
            'Forms: what you send in callback, video consultation, careers and event registration forms, and your PC Master Hunt scores.',
            'Activity: when you click a contact link, read a policy page, start checkout or attempt a payment, so our team can follow up and help.',
            'Technical: a session cookie that keeps you logged in, your IP address and request logs for security and rate limiting, and basic usage events such as a completed form or purchase.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To create and secure your account, and to verify your email address and phone number (by a one-time password sent by SMS).',
            'To price, take payment for, assemble, ship and support your orders, and to issue GST invoices.',
            'To answer support tickets, call-back and consultation requests, job applications and event registrations.',
            'To keep our customer relationship management (CRM) records, so whoever helps you sees your history.',
            'To prevent fraud and abuse, and to meet our legal obligations, for example under tax law.',
            'To send offers and updates, only if you tick the box that asks for them. We record when you agreed and to which words, and you can withdraw that consent at any time from My Profile.',
          ],
        },
        'We process your data on the basis of your consent, given when you create an account or submit a form, and for the legitimate uses the DPDP Act allows, such as completing a purchase you asked for or complying with the law.',
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        'We do not sell your personal data. We share only what each of these service providers needs, under contract, to act for us:',
        {
          list: [
            'our payment gateway, to process payments and refunds;',
            'our SMS and email providers, to send one-time passwords, verification and order emails;',
            'our CRM provider, which hosts our customer records;',
            'courier partners, who receive your name, phone number and delivery address;',
            'manufacturers and their service centres, when we raise a warranty claim for you;',
            'government authorities, when the law requires it.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies and local storage',
      blocks: [
        'We use one essential session cookie to keep you logged in; it cannot be read by scripts on the page. A guest cart is kept in your browser’s local storage until you log in. We do not use advertising cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep account data while your account is active. When you erase your account (from My Profile), we delete or anonymise your personal data at once and sign you out everywhere. If our CRM provider has already received your contact details, our staff delete them there as well; until they have, we keep only your email address and phone number, to find them. We keep only what tax and accounting laws require, for as long as they require it (eight years): your orders and payments, with the name and delivery address an invoice must show, but without your phone number or email address. Lead form data is kept only as long as needed to respond and follow up.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'Under the DPDP Act you can:',
        {
          list: [
            'ask for a summary of the personal data we hold about you and how we process it: under My Profile, Your data, "Download my data" gives you a file of everything we hold about you at once;',
            'correct, complete or update it (most of it directly under My Profile and My Addresses);',
            'ask us to erase it: "Erase my account" under My Profile does it at once;',
            'withdraw consent you have given, as easily as you gave it: your consent to offers, with the words you agreed to and when, is under My Profile, Offers, with a button to withdraw it;',
            'nominate a person to exercise your rights if you die or become incapable;',
            'raise a grievance with us, and then with the Data Protection Board of India if you are not satisfied.',
          ],
        },
        `To unsubscribe from marketing emails use the link in any email or contact us; opt-outs are processed in ${FIGURES.emailOptOut}. Service messages about your orders and account continue.`,
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'Data travels over encrypted connections. Passwords and one-time passwords are stored only as hashes, one-time passwords expire quickly, and access to customer data is limited to the staff who need it. If a breach affecting you ever happens, we will inform you and the Data Protection Board as the law requires.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'If you are under 18, a parent or lawful guardian must create and manage the account and consent for you. We do not track children or target advertising at them.',
      ],
    },
    {
      heading: 'Grievances and changes',
      blocks: [
        `For any question, request or complaint about your data, write to our grievance officer, ${GRIEVANCE_CONTACT}, whose details are also on the Contact Us page. We acknowledge every grievance within ${FIGURES.grievanceAcknowledgement} and resolve it within ${FIGURES.grievanceResolution} of receiving it.`,
        'We will post any change to this policy on this page, and tell you by email if the change is significant.',
      ],
    },
  ],
};
