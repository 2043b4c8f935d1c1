import { formatInr, orderNumber, type Shipment, type TestResults } from '@shop/domain';
import type { NewOutboxMessage } from '../../platform/outbox/repository';

const STAGE_LINES: Record<string, string> = {
  'Parts Reserved': 'The parts for it are reserved in our workshop.',
  Assembly: 'Our technicians have started building it.',
  'Stress Test': 'It is built and now runs our stress test.',
  'Ready to Ship': 'It passed every test and is packed, ready to ship.',
  Shipped: 'It is on its way to you.',
  'Out for Delivery': 'It is out for delivery today.',
  Delivered: 'It has been delivered. Enjoy it!',
  Cancelled: 'It is cancelled. The refund goes back to how you paid.',
  Refunded: 'Its refund is done: the money is on its way back to how you paid.',
};

/** The customer's email at each stage (docs/api/staff-orders.md#stage-emails), through the outbox. */
export function stageEmail(details: {
  customer: { firstname: string; email: string };
  /** `orderNumber`: the digits of its number (decision 111). */
  order: { orderid: string; orderNumber: string; title: string; valuePaise: number };
  stage: string;
  shipment?: Shipment | undefined;
  testResults?: TestResults | undefined;
  refundPaise?: number | undefined;
  publicBaseUrl: string;
}): NewOutboxMessage {
  const { customer, order, stage, shipment, testResults } = details;
  const number = orderNumber(order.orderNumber);
  const extra: string[] = [];
  if (shipment) {
    extra.push(
      `Courier: ${shipment.courier}`,
      `AWB number: ${shipment.awb}`,
      `Track it: ${shipment.trackingUrl}`,
    );
  }
  if (testResults) {
    for (const benchmark of testResults.benchmarks) {
      extra.push(`${benchmark.name}: ${benchmark.score}`);
    }
    for (const reading of testResults.temperatures) {
      extra.push(`${reading.part} under load: ${reading.celsius} °C`);
    }
  }
  if (details.refundPaise !== undefined) extra.push(`Refund: ${formatInr(details.refundPaise)}`);
  return {
    channel: 'email',
    recipient: customer.email,
    subject: `Your RigForge order ${number}: ${stage}`,
    body: [
      `Hi ${customer.firstname},`,
      '',
      `Your order ${number} (${order.title}) is now ${stage}.`,
      STAGE_LINES[stage] ?? '',
      ...(extra.length > 0 ? ['', ...extra] : []),
      '',
      `Follow it at ${details.publicBaseUrl}/orders.`,
      '',
      'Team RigForge',
    ].join('\n'),
    payload: { orderId: order.orderid, stage },
  };
}
