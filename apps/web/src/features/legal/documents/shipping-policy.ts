import type { LegalDocument } from '../legal-document';
import { FIGURES } from './policy-figures';

export const SHIPPING_POLICY: LegalDocument = {
  title: 'Shipping Policy',
  summary: 'How and when your PC reaches you, anywhere in India.',
  sections: [
    {
      heading: 'Free shipping on all PCs',
      blocks: [
        'We ship free of charge on every PC, to any serviceable pincode in India. Add-ons are sold together with a PC and travel in the same shipment.',
      ],
    },
    {
      heading: 'Dispatch and delivery times',
      blocks: [
        {
          list: [
            `Orders are assembled, tested and dispatched within ${FIGURES.dispatchTime} of confirmation.`,
            `Shipping takes ${FIGURES.shippingTime} depending on your location.`,
            `Most orders are delivered within ${FIGURES.deliveryTime} of dispatch.`,
            'Remote areas, public holidays, extreme weather or courier disruptions can add a few days. We keep you informed if that happens.',
          ],
        },
      ],
    },
    {
      heading: 'Tracking your order',
      blocks: [
        'You can follow your order under My Orders. Its status moves from Confirmed to Out for Delivery and then Delivered, with the delivery date. Our team can also share the courier details on request.',
      ],
    },
    {
      heading: 'Packaging',
      blocks: [
        'PCs are packed in their cabinet box with foam inserts, and large graphics cards and coolers are secured for transit. Please keep the packaging for the return window: returns need the original packaging.',
      ],
    },
    {
      heading: 'Delivery address',
      blocks: [
        'We deliver to the address you choose at checkout. Make sure the pincode and phone number are correct; the courier may call before delivery. The address cannot be changed once an order is out for delivery.',
      ],
    },
    {
      heading: 'When your order arrives',
      blocks: [
        `Check the package before accepting it. If it is damaged, report it within ${FIGURES.damageReport} of delivery with photos; see our Returns Policy for what happens next.`,
      ],
    },
  ],
};
