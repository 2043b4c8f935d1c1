import { CANCELLATION_AND_REFUND_POLICY } from '../../features/legal/documents/cancellation-and-refund-policy';
import { OrdersPage } from '../../features/orders/orders-page';
import { TicketModal } from '../../features/tickets/components/ticket-modal';

const [cancelling] = CANCELLATION_AND_REFUND_POLICY.sections;
const POLICY_WORDS =
  cancelling?.blocks.filter((block) => typeof block === 'string').join(' ') ?? '';

/**
 * /orders: the orders feature, whose Help & Support raises a ticket with the tickets feature, and
 * whose Cancel Order shows the cancellation policy's own words.
 */
export function OrdersScreen() {
  return <OrdersPage HelpDialog={TicketModal} cancellationPolicy={POLICY_WORDS} />;
}
