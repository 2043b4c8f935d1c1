import type { LegalDocument } from '../legal-document';
import { FIGURES, GRIEVANCE_CONTACT } from './policy-figures';

export const TERMS_AND_CONDITIONS: LegalDocument = {
  title: 'Terms and Conditions',
  summary:
    'The terms on which RigForge, Chennai, sells custom-built PCs, pre-built PCs and add-ons through this website.',
  sections: [
    {
      heading: 'About these terms',
      blocks: [
        'This website is run by RigForge, a PC builder based in Chennai, Tamil Nadu, India ("RigForge", "we", "us"). By browsing the site, creating an account or placing an order you agree to these terms, together with our Shipping, Returns, Cancellation and Refund, and Privacy policies, which form part of them.',
        'Nothing in these terms limits the rights you have as a consumer under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020.',
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          list: [
            'You need an account with a verified email address to check out, see your orders, use coupons, raise support tickets and play PC Master Hunt.',
            'A verified phone number is needed before you can apply a coupon or pay.',
            'Please give accurate details and keep your password to yourself. You are responsible for what is done through your account.',
            'If you are under 18, a parent or lawful guardian must create and manage the account.',
          ],
        },
      ],
    },
    {
      heading: 'Products, builds and compatibility',
      blocks: [
        'Our Build Your Own PC tool only offers parts that work together: processor and motherboard socket, memory type and slots, power supply wattage, and the cabinet size against the motherboard, graphics card and cooler. Benchmarks and specifications shown are typical figures published for each part; real-world results vary with software, settings and cooling.',
        'Pictures of cabinets and products are illustrations. The parts you receive are the ones named in your order summary.',
        'Every PC is assembled, cable-managed and tested by our technicians before dispatch, free of charge.',
      ],
    },
    {
      heading: 'Prices and payment',
      blocks: [
        {
          list: [
            'All prices are in Indian rupees and include GST at 18 percent. Your invoice shows the taxable value and the tax.',
            'The price you pay is the price confirmed at checkout. Component prices change often; an item kept in the cart is re-priced when you open the cart or check out.',
            'Online payments carry a platform fee of 2 percent of the order total after any coupon. Contact our support team to pay by UPI, net banking or cash without the platform fee.',
            'Payments are processed by our payment gateway partner on its own secure page. We never see or store your full card details.',
            'Coupons apply to PCs, carry a minimum PC value and, where stated, an expiry date. One coupon can be used per order.',
            'Add-ons are sold together with a PC and cannot be purchased separately.',
          ],
        },
      ],
    },
    {
      heading: 'Orders',
      blocks: [
        'Your order is confirmed once the payment gateway confirms your payment, and it then appears under My Orders with an order number starting with OD-. If a part becomes unavailable or a price was shown in error, we will contact you before going ahead; if you choose not to continue, we refund the full amount paid.',
        `You can cancel an order within ${FIGURES.cancellationWindow} of placing it while its status is Confirmed. See the Cancellation and Refund Policy.`,
      ],
    },
    {
      heading: 'Shipping, returns and refunds',
      blocks: [
        `Shipping is free on all PCs and orders are dispatched within ${FIGURES.dispatchTime}. Returns, exchanges and refunds can be requested within ${FIGURES.returnWindow} of delivery. The details are in our Shipping Policy, Returns Policy and Cancellation and Refund Policy.`,
      ],
    },
    {
      heading: 'Warranty and lifetime support',
      blocks: [
        `Each part carries its manufacturer's warranty, from ${FIGURES.warranty} depending on the part (memory carries a limited lifetime warranty). The warranty of each part is listed in your build's specification. We handle warranty claims for you: raise a ticket from My Orders and we take it up with the manufacturer.`,
        'Every PC bought from us comes with free lifetime technical support for troubleshooting, driver and setup questions, and upgrade advice.',
        'Warranty does not cover physical or liquid damage, damage from power surges, burnt or tampered parts, removed serial stickers, or faults caused by modifications made outside RigForge.',
      ],
    },
    {
      heading: 'PC Master Hunt and events',
      blocks: [
        'PC Master Hunt scores are timed and computed by our server. Any prize, such as a graphics card for top players, is given under the rules announced for that round. One account per person; we may remove scores or registrations obtained by automation, multiple accounts or other abuse.',
        'Event registrations are subject to the rules and dates published by the organisers of each event.',
      ],
    },
    {
      heading: 'Using the website',
      blocks: [
        'Please do not misuse the site: no attempts to break into accounts or systems, no automated scraping or ordering, no false details in forms, and no content that is unlawful or abusive. We may suspend accounts that do so.',
        'Intel, AMD, NVIDIA and other brand names belong to their owners and are used here only to describe the products we sell. The RigForge name, logo and site content belong to RigForge.',
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        'To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not liable for loss of data, profits or indirect loss. Please back up your data before sending a PC or part for service.',
      ],
    },
    {
      heading: 'Grievances',
      blocks: [
        `As the Consumer Protection (E-Commerce) Rules, 2020 require, our grievance officer is ${GRIEVANCE_CONTACT}. Every complaint is acknowledged within ${FIGURES.grievanceAcknowledgement} and resolved within ${FIGURES.grievanceResolution} of receiving it. The Contact Us page lists these details with our outlet's address.`,
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of India. Courts in Chennai, Tamil Nadu have jurisdiction, without taking away your right to approach a consumer commission where you live.',
        'We may update these terms; the version on this page when you place an order applies to that order.',
      ],
    },
  ],
};
