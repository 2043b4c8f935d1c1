import type { LegalDocument } from '../legal-document';
import { FIGURES } from './policy-figures';

export const CANCELLATION_AND_REFUND_POLICY: LegalDocument = {
  title: 'Cancellation and Refund Policy',
  summary: 'When an order can be cancelled, and how and when your money comes back.',
  sections: [
    {
      heading: 'Cancelling an order',
      blocks: [
        `You can cancel an order within ${FIGURES.cancellationWindow} of placing it, as long as its status under My Orders is Confirmed.`,
        'Once an order is Out for Delivery it can no longer be cancelled. You can still ask for a return after delivery under our Returns Policy.',
        {
          list: [
            'Open My Orders, choose Help & Support on the order and describe your request; or',
            'Contact us through the Contact Us page or call our support number.',
          ],
        },
        'We confirm the cancellation once it is processed.',
      ],
    },
    {
      heading: 'Cancellations by RigForge',
      blocks: [
        'Rarely, we may have to cancel an order: for example when a part is no longer available and you do not want the alternative we offer, or when a price was shown in error. We tell you first and refund the full amount you paid.',
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        {
          list: [
            `Refunds are issued within ${FIGURES.refundTime} of an approved cancellation or return.`,
            'The money goes back to the payment method you used. Your bank or card issuer may take a little longer to show it.',
            'For a cancellation, the full amount paid, including the platform fee, is refunded.',
            'For a return, the refund is issued after the product reaches us and passes inspection (see the Returns Policy).',
          ],
        },
      ],
    },
    {
      heading: 'Damaged or wrong items',
      blocks: [
        `If your order arrives damaged, or is not what you ordered, report it within ${FIGURES.damageReport} of delivery with photos or an unboxing video. We replace the item or refund it in full, at no cost to you.`,
      ],
    },
    {
      heading: 'Need help?',
      blocks: [
        `Raise a ticket from My Orders or request a call back; our team gets back to you within ${FIGURES.callbackTime}.`,
      ],
    },
  ],
};
