import { formatInr, orderNumber } from '@shop/domain';
import type { NewOutboxMessage } from '../../platform/outbox/repository';
import type { AddressSnapshot, PaidLine } from './snapshot';

/**
 * The order confirmation email (docs/api/orders.md#confirmation-email), written to the outbox with
 * the orders it announces.
 */
export function orderConfirmationEmail(details: {
  buyer: { firstname: string; email: string };
  merchantTransactionId: string;
  amountPaise: number;
  address: AddressSnapshot;
  /** Each order's line, with the digits of its number (decision 111). */
  lines: ReadonlyArray<{ orderNumber: string; line: PaidLine }>;
  publicBaseUrl: string;
}): NewOutboxMessage {
  const { buyer, address, lines } = details;
  const items = lines.map(
    ({ orderNumber: digits, line }) =>
      `${orderNumber(digits)}  ${line.title} (${line.itemShort}) x ${line.qty}  ${formatInr(line.valuePaise)}`,
  );
  return {
    channel: 'email',
    recipient: buyer.email,
    subject: 'Your RigForge order is confirmed',
    body: [
      `Hi ${buyer.firstname},`,
      '',
      'Thank you for shopping with RigForge! Your payment is received and your order is confirmed.',
      '',
      ...items,
      '',
      `Amount paid: ${formatInr(details.amountPaise)} (payment ${details.merchantTransactionId})`,
      `Delivering to: ${address.name}, ${address.title}, ${address.address}`,
      '',
      `Follow your order at ${details.publicBaseUrl}/orders. For help with it, raise a ticket from`,
      'Help & Support on that page.',
      '',
      'Team RigForge',
    ].join('\n'),
    payload: { merchantTransactionId: details.merchantTransactionId },
  };
}
