import type { LegalDocument } from '../legal-document';
import { FIGURES } from './policy-figures';

export const RETURNS_POLICY: LegalDocument = {
  title: 'Returns Policy',
  summary:
    'How to return or exchange a PC or add-on, and what happens if something arrives faulty.',
  sections: [
    {
      heading: 'Return window',
      blocks: [
        `You can ask for a return, exchange or refund within ${FIGURES.returnWindow} of delivery.`,
      ],
    },
    {
      heading: 'Conditions for a return',
      blocks: [
        {
          list: [
            'The product comes back in its original packaging with all accessories, cables, manuals and freebies.',
            'It has no physical or liquid damage and no scratches or dents beyond normal unboxing.',
            'Serial number stickers and warranty seals are intact.',
            'No parts have been added, removed or swapped outside RigForge.',
          ],
        },
        'Please back up and remove your personal data before sending a PC back. We are not responsible for data left on returned products.',
      ],
    },
    {
      heading: 'Damaged in transit',
      blocks: [
        `Check your package when it arrives. If it is damaged, report it within ${FIGURES.damageReport} of delivery with photos of the box and the product (an unboxing video helps). We arrange a replacement or a full refund.`,
      ],
    },
    {
      heading: 'Dead on arrival',
      blocks: [
        `If a PC or part does not work when you first set it up, tell us within ${FIGURES.deadOnArrival} of delivery. Our technicians first try to fix it with you remotely; if the part is faulty we replace it at no cost, including pickup and delivery.`,
      ],
    },
    {
      heading: 'How to return',
      blocks: [
        {
          list: [
            'Open My Orders and choose Help & Support on the order, describing the issue; or contact us through the Contact Us page.',
            `Our team contacts you within ${FIGURES.callbackTime} and arranges a pickup.`,
            'We inspect the product when it reaches us.',
            `Once it passes inspection we ship the exchange or issue the refund within ${FIGURES.refundTime}.`,
          ],
        },
      ],
    },
    {
      heading: 'What cannot be returned',
      blocks: [
        {
          list: [
            'Products returned after the return window; these are covered by their warranty instead.',
            'Products damaged by misuse, accidents, power surges or unauthorised repairs.',
            'Software licences that have been activated.',
          ],
        },
      ],
    },
    {
      heading: 'After the return window',
      blocks: [
        `Faults after the return window are handled under warranty, which runs from ${FIGURES.warranty} depending on the part (memory carries a limited lifetime warranty). Raise a ticket from My Orders and we handle the claim with the manufacturer. Our lifetime support stays with your PC.`,
      ],
    },
  ],
};
