import { POLICY } from '@shop/domain';

/**
 * The FAQ, by tab (docs/api/screens.md#faq). Every figure comes from POLICY, the one place the
 * shop's policy figures live, so the FAQ and the policies never disagree.
 */
export type FaqEntry = { question: string; answer: string };

const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;

export const FAQ_TABS: readonly { key: string; title: string; entries: readonly FaqEntry[] }[] = [
  {
    key: 'general',
    title: 'General',
    entries: [
      {
        question: 'Do you ship across India, and what does it cost?',
        answer: `Shipping is free on every PC, to any pincode we can reach, and assembly is free too. Your PC is dispatched within 24 hours of the order and shipped within ${range(POLICY.shippingWorkingHoursFaq)} working hours.`,
      },
      {
        question: 'What warranty do I get?',
        answer: `Each part carries its maker's warranty, from ${POLICY.warrantyMinYears} years to lifetime depending on the part, and we handle the claim for you. Our support for the PC itself lasts for life.`,
      },
      {
        question: 'Are the parts genuine?',
        answer:
          'Yes. We are an authorised system integrator for Intel, AMD and NVIDIA, and every part we fit is new and genuine.',
      },
      {
        question: 'Are your prices inclusive of GST?',
        answer:
          'Yes: every price on the site includes 18 % GST. The only addition at checkout is the 2 % platform fee for paying online.',
      },
    ],
  },
  {
    key: 'orders',
    title: 'Orders',
    entries: [
      {
        question: 'How long will delivery take?',
        answer: `We dispatch within 24 hours and most orders arrive ${range(POLICY.deliveryHours)} hours after dispatch. You can follow every stage on My Orders.`,
      },
      {
        question: 'Can I cancel my order?',
        answer: `You can cancel within ${POLICY.cancellationWindowHours} hours of ordering by raising a ticket from My Orders, as long as the order is not yet Out for Delivery.`,
      },
      {
        question: 'What if I want to return it?',
        answer: `You can ask for a return, exchange or refund within ${POLICY.returnWindowDays} days of delivery. Refunds reach your account in ${range(POLICY.refundBusinessDays)} business days.`,
      },
      {
        question: 'What if my PC arrives damaged?',
        answer: `Raise a ticket from My Orders within ${POLICY.damageReportByTicketWorkingDays} working days with photos of the box and the PC. A PC that is dead on arrival within ${POLICY.deadOnArrivalDays} days is replaced.`,
      },
      {
        question: 'How can I pay?',
        answer:
          'Online through our payment gateway, by card, UPI or net banking. A 2 % platform fee applies online; it is waived for UPI, net banking or cash arranged with our support team.',
      },
    ],
  },
  {
    key: 'support',
    title: 'Support',
    entries: [
      {
        question: 'How do I get help with my PC?',
        answer: `Use Help & Support on My Orders to raise a ticket. A technician calls you back within ${range(POLICY.supportCallbackHours)} hours.`,
      },
      {
        question: 'Can you help me choose a PC?',
        answer:
          'Yes. Talk to a techie through Contact Us or book a video consultation: tell us what you play, create or run, and we suggest a build within your budget.',
      },
      {
        question: 'Do you upgrade PCs you did not build?',
        answer:
          'Talk to us first: we can advise on compatible upgrades for most desktops and fit them at our Chennai outlet.',
      },
      {
        question: 'How do I stop marketing emails?',
        answer: `Use the unsubscribe link in any of our emails. It can take about ${POLICY.marketingEmailOptOutDays} days for the emails to stop.`,
      },
    ],
  },
];
